/**
 * How /my-account reads UpdateAccount's refusals. A module of its own, imported by the page
 * directly, so the server-access chunk every private page loads does not carry it.
 */
import { ApiError } from '@trade-portal/api-client';

/**
 * Whether an UpdateAccount failure refuses the current password sent with a new email: a wrong one (400
 * naming the current password) or too many tries (429), which the form shows on that field.
 */
export function isCurrentPasswordRefusal(failure: unknown): boolean {
  return failure instanceof ApiError && (failure.status === 429 || (failure.status === 400 && /current password/i.test(failure.Message)));
}
