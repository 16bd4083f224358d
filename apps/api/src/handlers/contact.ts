/**
 * ContactUs tag (§2.1 /contact, §2.2 /contact-us, §5, §7 Contact; ADR 0020): the subjects, from the
 * in-memory content, and the two forms, stored with the time. `Submit` is public and rate-limited per
 * address (`contactRateLimitPlugin`).
 */
import { CONTACT_SENT_MESSAGE, submitLoggedIn, submitPublic } from '../services/contact';
import { accountOf, body, callerOf, type HandlerContext, type HandlerMap } from './context';

/** Handlers of the ContactUs tag. */
export function contactHandlers({ db, content }: HandlerContext) {
  return {
    /** Public: the subjects in their order → `string[]`. */
    async getSubjectTitles() {
      return (await content.get()).subjects;
    },
    /** {subject, message, order_no?} → 200 `{ Message }`; 400 `{ Message }` for a wrong subject, a blank message or another store's order. */
    async submitContactLoggedIn(req) {
      const accountId = accountOf(req);
      await submitLoggedIn(db, (await content.get()).subjects, callerOf(req).userId, accountId, body<'submitContactLoggedIn'>(req));
      return { Message: CONTACT_SENT_MESSAGE };
    },
    /** Public: {name, email, subject, message} → 200 `{ Message }`; 400 with the §5 messages; 429 past the limit. */
    async submitContactPublic(req) {
      await submitPublic(db, (await content.get()).subjects, body<'submitContactPublic'>(req));
      return { Message: CONTACT_SENT_MESSAGE };
    },
  } satisfies HandlerMap;
}
