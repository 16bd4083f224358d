/**
 * The service worker (issue 12, ADR 0031; built by vite-plugin-pwa with Workbox into `sw.js`): it keeps the
 * portal's shell, the catalogue's and the cart's last answers and product images, so the private pages
 * open and show them without a connection. Registered from the private shell only, so /login downloads
 * nothing for it; not in development, where Vite serves modules one by one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without it the portal works as before, online only.
  });
}

/** The caches holding a user's data (the API's answers): emptied at logout, so the next user of a tablet finds none. */
export const userDataCaches = ['trade-portal-api'];

/** Empties `userDataCaches`; resolves when done (or at once where there is no Cache Storage). */
export async function forgetCachedUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(userDataCaches.map((name) => caches.delete(name)));
}
