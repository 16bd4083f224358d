/**
 * The service worker (ADR 0031; built by vite-plugin-pwa with Workbox into `sw.js`): it keeps the
 * portal's shell, the catalogue's and the cart's last answers and product images, so the private pages
 * open and show them without a connection. Registered from the private shell only, so /login downloads
 * nothing for it; not in development, where Vite serves modules one by one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the portal works as before, online only.
    });
  // Its first install downloads the whole portal (~460 kB): only once the page has loaded and the main
  // thread is idle, so it never competes with what the page itself shows.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void register(), { timeout: 5000 }) : setTimeout(() => void register(), 2000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * The caches holding a user's data: the API's answers, and the pages opened (an emailed link's address
 * carries its code). Emptied whenever a session ends or starts (`forgetServerState`: logout, expiry,
 * login), so the next user of a tablet finds none. Offline, a page then opens from the precached shell.
 */
export const userDataCaches = ['trade-portal-api', 'trade-portal-pages'];

/** Empties `userDataCaches`; resolves when done (or at once where there is no Cache Storage). */
export async function forgetCachedUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(userDataCaches.map((name) => caches.delete(name)));
}
