/**
 * The email each user an import created gets once the import has committed: a link to choose
 * their password, the portal's reset link (/reset-password, ADR 0025) made by the import with a longer life
 * (`SET_PASSWORD_LINK_TTL_MS`). No password is ever in a file or a message.
 */
import { emailHtml, emailText, type EmailContent, type Mailer } from '../mail';
import { SET_PASSWORD_LINK_TTL_MS, type NewUser } from './users';

/** What `sendWelcomeEmails` did: messages sent (or written to the outbox), and the addresses that failed. */
export interface WelcomeResult {
  sent: number;
  failed: { email: string; error: string }[];
}

/** The message of one new user: their name, the link, how long it works and what to do after. */
export function welcomeContent(user: NewUser, publicUrl: string): EmailContent {
  const days = SET_PASSWORD_LINK_TTL_MS / 86_400_000;
  return {
    greeting: user.firstName ? `Hello ${user.firstName},` : 'Hello,',
    paragraphs: [
      `Your store's Trade Portal account is ready, with ${user.email} as its login. Choose your password to log in: the link works once, for ${days} days.`,
      'If it has expired, ask for a new one with "Forgotten your password?" on the login page.',
    ],
    action: { label: 'Choose my password', href: `${publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(user.code)}` },
  };
}

/**
 * Sends each new user their link, `concurrency` messages at a time (an SMTP server's round trips overlap);
 * a failure (the mail server refusing one address) is counted and the rest still go. The user can always
 * ask for a new link on the login page.
 * @param onProgress told the messages done so far, every `every` messages and at the end
 */
export async function sendWelcomeEmails(
  mailer: Mailer,
  publicUrl: string,
  users: NewUser[],
  onProgress?: (done: number) => void,
  { every = 1000, concurrency = 8 }: { every?: number; concurrency?: number } = {},
): Promise<WelcomeResult> {
  const result: WelcomeResult = { sent: 0, failed: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++]!;
      const content = welcomeContent(user, publicUrl);
      try {
        await mailer.send({ to: user.email, subject: 'Your Trade Portal account: choose your password', kind: 'welcome', text: emailText(content), html: emailHtml(content), link: content.action!.href });
        result.sent++;
      } catch (error) {
        result.failed.push({ email: user.email, error: (error as Error).message });
      }
      done++;
      if (done % every === 0 || done === users.length) onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, worker));
  return result;
}
