/**
 * The public contact form's calls (§2.2 /contact-us, §7 Contact): GET /api/ContactUs/GetSubjectTitles and
 * POST /api/ContactUs/Submit are public (no token, no account), so they are plain fetches: the page loads
 * neither the query cache nor the session client (ADR 0024). Imported by the page itself, not the index.
 */
import { ApiError } from '@trade-portal/api-client';

// The same setting as `API_BASE_URL` of ./client.ts, read here so this module does not bring that one.
const base: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
const fallback = 'Sorry, your message could not be sent. Please try again.';

/** The subjects of the contact forms, in their order. @throws ApiError on a failed answer */
export async function fetchSubjectTitles(): Promise<string[]> {
  const response = await fetch(`${base}/api/ContactUs/GetSubjectTitles`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, 'The subjects could not be loaded.');
  const body = (await response.json()) as unknown;
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
export async function submitPublicContact(message: PublicContactMessage): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/ContactUs/Submit`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(message) });
  } catch {
    throw new ApiError(0, 'We could not reach the server. Please check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { Message?: unknown } | null;
  const text = typeof body?.Message === 'string' ? body.Message : undefined;
  if (!response.ok) throw new ApiError(response.status, text ?? fallback);
  return text ?? 'Thank you, your message has been sent.';
}
