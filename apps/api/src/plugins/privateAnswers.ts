/**
 * Caching of private answers: what a signed-in user was sent (their stores, cart, orders,
 * invoices, and the refusals of those calls) is never kept by a cache, on the way (a proxy, a CDN) or on
 * the device (the browser's HTTP cache, which outlives a logout on a shared shop tablet). The portal's own
 * offline copy is the service worker's cache (ADR 0031), which Cache-Control does not govern and logout empties.
 */
import type { onSendAsyncHookHandler } from 'fastify';

/**
 * A `Cache-Control` that already keeps a private answer out of caches: `no-store`, or `private, no-cache`
 * (only this browser, and only after asking the server again with the ETag), which the catalogue
 * (ADR 0006) and the CMS content (ADR 0020) send so that an unchanged answer is a bodyless 304.
 */
function keepsPrivate(cacheControl: string): boolean {
  // The two values this server's handlers set, without splitting them on every answer.
  if (cacheControl === 'private, no-cache' || cacheControl === 'no-store') return true;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim());
  return directives.includes('no-store') || (directives.includes('private') && directives.includes('no-cache'));
}

/**
 * onSend hook of every private route of openapi.yaml (those with security; added by `buildServer`): sets
 * `Cache-Control: no-store` unless the handler chose a header that `keepsPrivate`. Any other choice (none,
 * `public`, a `max-age`) is replaced.
 * @returns the payload, unchanged
 */
export const privateAnswerNotStored: onSendAsyncHookHandler = async (_req, reply, payload) => {
  const current = reply.getHeader('cache-control');
  if (!keepsPrivate(typeof current === 'string' ? current : '')) reply.header('Cache-Control', 'no-store');
  return payload;
};
