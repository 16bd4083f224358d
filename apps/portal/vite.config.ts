import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * The portal's Vite config. The dev server (port 5173) proxies the API paths to the reference server on
 * `API_PORT` (default 8080), so the portal and the API share one origin as in production.
 * `VITE_API_BASE_URL` (default '' = same origin) points a build at another back end.
 * A build writes brotli (`.br`) and gzip (`.gz`) twins of every text asset over 1 kB, which the
 * reference server (or a CDN) sends by `Accept-Encoding` without compressing per request.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The lazy modules each private route needs before it can show (the shell, then the page), as in
 * `src/router.tsx`. A route missing here only loses its preload hints.
 */
const routeModules: Record<string, string[]> = Object.fromEntries(
  [
    ['/', 'home/HomePage'],
    ['/place-order', 'place-order/PlaceOrderPage'],
    ['/cart', 'cart/CartPage'],
    ['/my-orders', 'my-orders/MyOrdersPage'],
    ['/my-orders/insights', 'my-orders/InsightsPage'],
    ['/order-confirmation', 'order-confirmation/OrderConfirmationPage'],
    ['/review-order', 'review-order/ReviewOrderPage'],
    ['/stock-card', 'stock-card/StockCardPage'],
    ['/quick-order', 'quick-order/QuickOrderPage'],
    ['/multi-store-order', 'multi-store-order/MultiStoreOrderPage'],
    ['/set-eoid-fid', 'track-and-trace/SetEoidFidPage'],
    ['/faqs', 'help/HelpPage'],
    ['/contact', 'help/HelpPage'],
    ['/videos', 'videos/VideosPage'],
    ['/vlogs', 'videos/VlogsPage'],
    ['/p4p', 'partner-hub/PartnerHubPage'],
    ['/see-all-downloads', 'downloads/DownloadsPage'],
    ['/privacy-policy', 'legal/LegalPage'],
    ['/cookies-policy', 'legal/LegalPage'],
    ['/terms-conditions', 'legal/LegalPage'],
    ['/declaration', 'legal/LegalPage'],
    ['/invoice', 'invoice/InvoicePage', 'src/shell/StandaloneLayout.tsx'],
    ['/home-asset', 'downloads/HomeAssetPage', 'src/shell/StandaloneLayout.tsx'],
    ['/contact-us', 'contact-us/ContactUsPage', null],
    ['/privacy-policy-public', 'legal/PublicLegalPage', null],
    ['/cookies-policy-public', 'legal/PublicLegalPage', null],
    ['/terms-conditions-register', 'legal/PublicLegalPage', null],
    ['/change-password', 'account/ChangePasswordPage'],
    ['/password', 'account/PasswordPage', null],
    ['/register', 'account/RegisterPage', null],
    ['/verify-account', 'account/VerifyAccountPage', null],
    ['/resend-verification', 'account/ResendEmailPage', null],
    ['/resend-email', 'account/ResendEmailPage', null],
    ['/forgotten-password', 'account/ForgottenPasswordPage', null],
    ['/reset-password', 'account/ResetPasswordPage', null],
    ['/confirm-email', 'account/ConfirmEmailPage', null],
    ['/my-account', 'account/MyAccountPage'],
  ].map(([path, page, layout = 'src/shell/PrivateLayout.tsx']) => [path!, [...(layout ? [layout] : []), `src/features/${page}.tsx`]]),
);

/**
 * Writes `route-preloads.json`: for each route, the JS chunks its lazy modules load (with their static
 * imports), minus what index.html already preloads. The reference server adds them to index.html as
 * `<link rel="modulepreload">` for that path, so a cold load of /place-order fetches the shell and the
 * page in parallel with the entry instead of one after another.
 */
function routePreloads(): Plugin {
  return {
    name: 'trade-portal-route-preloads',
    apply: 'build',
    // After every other plugin's generateBundle: Vite's CSS plugin drops the JS stubs of CSS-only modules
    // (`*.css.ts.vanilla-*.js`) there, and a list made before it named 13 files that were never written,
    // which every private page then asked for and got 404s.
    generateBundle: { order: 'post', handler(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const closure = (file: string, seen = new Set<string>()) => {
        const chunk = chunks.find((c) => c.fileName === file);
        if (!chunk || seen.has(file)) return seen;
        seen.add(file);
        for (const dep of chunk.imports) closure(dep, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      const inEntry = entry ? closure(entry.fileName) : new Set<string>();
      const preloads: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(routeModules)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
          if (chunk) for (const file of closure(chunk.fileName)) if (!inEntry.has(file)) files.add(file);
        }
        preloads[path] = [...files].sort();
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    } },
  };
}
/**
 * The installable portal and its service worker (ADR 0031), generated by Workbox as `sw.js`:
 * - precached: the built JS, CSS, fonts, icons and index.html (not the camera scan's 1.1 MB WebAssembly,
 *   nor the .br/.gz twins), so every private page opens offline;
 * - pages: network first (4 s), else the page as last served, else index.html;
 * - API reads (GET /api/…): network first, else the last answer, so the catalogue and the cart show
 *   offline; the portal empties this cache at logout;
 * - images: the cached copy at once, refreshed behind.
 * Registered by the private shell (`src/offline/serviceWorker.ts`), never on /login.
 */
function offlinePortal() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifest: {
      name: 'Trade Portal',
      short_name: 'Trade Portal',
      description: 'Ordering for tobacco and e-vapour retailers. For trade use only.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#F5F7FA',
      theme_color: '#0B2545',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      cleanupOutdatedCaches: true,
      // The first private page is served by it from the start: what it loads next is kept for offline use.
      clientsClaim: true,
      skipWaiting: true,
      navigateFallback: null,
      runtimeCaching: [
        {
          // Not the health checks either: their answer is the process's state now, never a kept copy.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|pdf|assets|health)\//.test(url.pathname) && url.pathname !== '/Token',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'trade-portal-pages',
            networkTimeoutSeconds: 4,
            // Kept by path alone: every page is the same shell, and an emailed link's address carries its
            // one-time code (/reset-password?email=…&code=…), which must not stay on a shared tablet.
            plugins: [{ cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).origin + new URL(request.url).pathname }],
            expiration: { maxEntries: 40 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          urlPattern: ({ request, url }) => request.method === 'GET' && url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            // The same name as `userDataCaches` in src/offline/serviceWorker.ts, which logout empties.
            cacheName: 'trade-portal-api',
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreVary: true },
          },
        },
        {
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'trade-portal-images', expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] } },
        },
      ],
    },
  });
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin(), routePreloads(), offlinePortal(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    port: 5173,
    strictPort: false,
    proxy: { '/api': proxied, '/Token': proxied, '/assets': proxied },
  },
  preview: {
    port: 4173,
    proxy: { '/api': proxied, '/Token': proxied, '/assets': proxied },
  },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  // The manifest lets scripts/size-budget.mjs follow each route's chunks.
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // No source maps: a map beside each chunk (and sw.js.map, which Workbox writes when the build does)
    // hands the portal's whole source to anyone who asks, and the built portal may be served from any
    // host or CDN. The reference server refuses `.map` paths as well (apps/api/src/plugins/spa.ts).
    sourcemap: false,
    manifest: true,
    // A lazy chunk names only its CSS as what to fetch before it runs, not every JS chunk under it: Vite's
    // loader otherwise looked each name up in the whole document and added a <link rel="modulepreload"> for
    // it, ~100 ms of main thread on a cold load of / (4× CPU), while the browser finds a chunk's imports as
    // it parses it and the first route's are in the page's own preload links already (route-preloads.json;
    // ADR 0038). index.html keeps its preloads of the entry's chunks.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    // Everything the entry loads before /login can show goes in one chunk ('$initial': the entry and its
    // static imports). Left to itself the bundler cut it into ~17 files wherever a lazy page shares a
    // module, and each compresses alone: the same code was 8 kB more gzip on every route. Lazy pages and
    // the overlay layer keep their own chunks.
    // The bundler's report of slow plugins is printed on request (VERBOSE=1), not on every start.
    rolldownOptions: { checks: { bundlerTimings: Boolean(process.env.VERBOSE) }, output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
