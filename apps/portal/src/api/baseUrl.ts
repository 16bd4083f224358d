/**
 * Origin of the API: '' (same origin) unless a build sets `VITE_API_BASE_URL`. Its own module, so the
 * public client (publicCall.ts) reads it without loading the session client and the query cache.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

/** §8: a failed header-data or content call is logged and otherwise ignored. */
export function logOnly(what: string, error: unknown): void {
  console.warn(`Could not load ${what}`, error);
}
