/**
 * The public contact form's calls (§2.2 /contact-us, §7 Contact): GET /api/ContactUs/GetSubjectTitles and
 * POST /api/ContactUs/Submit are public (no token, no account), so they are plain calls (`publicCall`):
 * the page loads neither the query cache nor the session client (ADR 0024).
 */
import { getPublic, postPublic } from './publicCall';

/** The subjects of the contact forms, in their order. @throws ApiError on a failed answer */
export async function fetchSubjectTitles(): Promise<string[]> {
  const body = await getPublic('/api/ContactUs/GetSubjectTitles', 'The subjects could not be loaded.');
  return Array.isArray(body) ? body.filter((s): s is string => typeof s === 'string') : [];
}

/** The public form's body (§7 Contact). */
export interface PublicContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Sends the public form.
 * @returns the server's acknowledgement (`Message`)
 * @throws ApiError with the server's Message: a §5 400, or the 429 past five messages from one address in ten minutes
 */
export function submitPublicContact(message: PublicContactMessage): Promise<string> {
  return postPublic('/api/ContactUs/Submit', message, { ok: 'Thank you, your message has been sent.', failed: 'Sorry, your message could not be sent. Please try again.' });
}
