/**
 * ContactUs tag (§2.1 /contact, §2.2 /contact-us, §5, §7 Contact; ADR 0020): the subjects, from the
 * in-memory content, and the two forms, stored with the time and emailed to customer service. `Submit` is
 * public and rate-limited per address (`contactRateLimitPlugin`).
 */
import { CONTACT_SENT_MESSAGE, emailContact, submitLoggedIn, submitPublic, type StoredContact } from '../services/contact';
import { accountOf, body, callerOf, type HandlerContext, type HandlerMap } from './context';

/** Handlers of the ContactUs tag. */
export function contactHandlers({ db, content, mailer, customerServiceEmail }: HandlerContext) {
  // Stored first, so a mail server that is down loses nothing: the failure is logged and the answer is the same.
  const forward = (stored: StoredContact) => emailContact(mailer, customerServiceEmail, stored).catch((error: unknown) => console.error('contact email failed:', error));
  return {
    /** Public: the subjects in their order → `string[]`. */
    async getSubjectTitles() {
      return (await content.get()).subjects;
    },
    /** {subject, message, order_no?} → 200 `{ Message }`; 400 `{ Message }` for a wrong subject, a blank message or another store's order. */
    async submitContactLoggedIn(req) {
      const accountId = accountOf(req);
      await forward(await submitLoggedIn(db, (await content.get()).subjects, callerOf(req).userId, accountId, body<'submitContactLoggedIn'>(req)));
      return { Message: CONTACT_SENT_MESSAGE };
    },
    /** Public: {name, email, subject, message} → 200 `{ Message }`; 400 with the §5 messages; 429 past the limit. */
    async submitContactPublic(req) {
      await forward(await submitPublic(db, (await content.get()).subjects, body<'submitContactPublic'>(req)));
      return { Message: CONTACT_SENT_MESSAGE };
    },
  } satisfies HandlerMap;
}
