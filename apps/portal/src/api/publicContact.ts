/**
 * The public contact form's calls (§2.2 /contact-us, §7 Contact): GET /api/ContactUs/GetSubjectTitles and
 * POST /api/ContactUs/Submit are public (no token, no account), so they go through the public client
 * (`publicCall`): the page loads neither the query cache nor the session client (ADR 0024).
 */
import type { PublicContactRequest } from '@trade-portal/api-client';
import { acknowledged, callPublic } from './publicCall';

/** The subjects of the contact forms, in their order. @throws ApiError on a failed answer */
export function fetchSubjectTitles(): Promise<string[]> {
  return callPublic((c) => c.GET('/api/ContactUs/GetSubjectTitles'), 'The subjects could not be loaded.');
}

/**
 * Sends the public form.
 * @returns the server's acknowledgement (`Message`)
 * @throws ApiError with the server's Message: a §5 400, or the 429 past five messages from one address in ten minutes
 */
export function submitPublicContact(message: PublicContactRequest): Promise<string> {
  return acknowledged((c) => c.POST('/api/ContactUs/Submit', { body: message }), { ok: 'Thank you, your message has been sent.', failed: 'Sorry, your message could not be sent. Please try again.' });
}
