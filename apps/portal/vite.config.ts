import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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
/** The private shell's module, the layout of every route not named otherwise below. */
const PRIVATE_LAYOUT = 'src/shell/PrivateLayout.tsx';

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
  ].map(([path, page, layout = PRIVATE_LAYOUT]) => [path!, [...(layout ? [layout] : []), `src/features/${page}.tsx`]]),
);

/** The page modules drawn inside the private shell, from `routeModules`. */
const privatePages = [...new Set(Object.values(routeModules).filter((m) => m[0] === PRIVATE_LAYOUT).map((m) => m[1]!))];

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
 * Preloads the portal's typeface (Inter's Latin file, packages/ui/src/theme/fonts.css) from index.html.
 * Without it the browser asks for the font only when the first text set in it is laid out: every page
 * was laid out twice, first in the metric-matched fallback and again when Inter arrived (font-display:
 * swap), a second full layout of the first screen in a task of its own. Preloaded, the font (48 kB, one
 * file for every weight) comes down beside the entry's chunks and is there before React's first render.
 */
function fontPreload(): Plugin {
  return {
    name: 'trade-portal-font-preload',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler(_html, { bundle }) {
      const fonts = Object.values(bundle ?? {}).filter((file) => file.type === 'asset' && /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName));
      // One file is the Latin subset fonts.css declares; anything else means the theme's fonts changed.
      if (fonts.length !== 1) throw new Error(`font preload: expected Inter's one Latin file in the build, found ${fonts.length}`);
      return [{ tag: 'link', attrs: { rel: 'preload', href: `/${fonts[0]!.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
    } },
  };
}

/** A text asset's twins, as vite-plugin-compression2 writes them. */
const brotli = (text: string) => brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = (text: string) => gzipSync(text, { level: 9 });

/**
 * One stylesheet for the private shell instead of the 21 it needs (ADR 0038). The component library's
 * index brings every component's styles with it and vanilla-extract writes one CSS file per shared style
 * module, so the shell's lazy import listed 21 stylesheets, and Vite's loader inserted a `<link>` for each
 * in one task: 215 ms of the shell's first 384 ms task on a cold / at 4× CPU. Grouping the style modules in
 * one chunk would have merged their class-name exports too (+2.4–3.7 kB of JS on 22 routes), so the merge
 * is made of the built CSS alone:
 * - `assets/shell-<hash>.css` is the shell's stylesheets joined in the order the loader inserted them,
 *   with .br and .gz twins as vite-plugin-compression2 writes for the others (it has run by now);
 * - the lazy imports of the shell and of the pages drawn in it (`privatePages`, and any import that needs
 *   all of the shell's shared styles), and those of chunks that only run inside the shell, name that one
 *   file in their place;
 * - the style modules' own files stay for the public pages and the chunks they share with private ones
 *   (a menu's overlays); the shell's chunk, when it runs, marks those chunks' ones as loaded with a
 *   disabled `<link>` (which the browser does not fetch): Vite's loader skips a stylesheet already linked,
 *   so a menu opened inside the shell does not add its styles again after the page's own.
 * The shell's lists shrink with it: every route's JS is 0.1–0.3 kB smaller (scripts/size-budget.mjs).
 */
function shellStylesheet(shellModule: string, privatePages: string[]): Plugin {
  return {
    name: 'trade-portal-shell-stylesheet',
    apply: 'build',
    generateBundle: { order: 'post', handler(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const endsWith = (c: (typeof chunks)[number], module: string) => !!c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`);
      const shell = chunks.find((c) => endsWith(c, shellModule));
      if (!shell) return;
      const pages = new Set(chunks.filter((c) => privatePages.some((m) => endsWith(c, m))).map((c) => c.fileName));
      // A chunk's lazy imports: `import(`./X.js`)` then `__vite__mapDeps([i, …])`, indices into its `m.f` list.
      const lists = chunks.flatMap((chunk) => {
        const table = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
        return table ? [{ chunk, files: JSON.parse(table[1]!) as string[], table: table[0] }] : [];
      });
      const call = /import\(`\.\/([^`]+)`\)(?:[^;]{0,40}?)__vite__mapDeps\(\[([\d,]*)\]\)/g;
      let set: string[] | undefined;
      for (const { chunk, files } of lists) {
        for (const m of chunk.code.matchAll(call)) if (`assets/${m[1]}` === shell.fileName) set = m[2]!.split(',').map((i) => files[Number(i)]!);
      }
      // Vite's loader written another way (an upgrade) must fail the build, not quietly bring the 21 back.
      if (!set || !set.every((f) => f.endsWith('.css') && bundle[f]?.type === 'asset')) this.error(`No list of stylesheets found for the lazy import of ${shell.fileName}: see shellStylesheet in vite.config.ts.`);
      if (set.length < 2) return;
      const text = (file: string) => {
        const asset = bundle[file]!;
        return asset.type === 'asset' ? (typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8')) : '';
      };
      const css = set.map(text).join('\n');
      const name = `assets/shell-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName: name, source: css });
      this.emitFile({ type: 'asset', fileName: `${name}.br`, source: brotli(css) });
      this.emitFile({ type: 'asset', fileName: `${name}.gz`, source: gzip(css) });
      const members = new Set(set);
      // vite-plugin-compression2 wrote the chunks' twins before this hook: a changed chunk gets new ones.
      const rewrite = (chunk: (typeof chunks)[number], code: string) => {
        chunk.code = code;
        for (const [ext, compress] of [['br', brotli], ['gz', gzip]] as const) {
          const twin = bundle[`${chunk.fileName}.${ext}`];
          if (twin?.type === 'asset') twin.source = compress(code);
        }
      };
      // The shell chunk's own CSS (named after it) is not in a private page's list; the shared ones are.
      const shared = set.filter((f) => !f.startsWith(`assets/${shell.name}-`));
      const listOf = new Map(lists.map((l) => [l.chunk, l]));
      const lazyImports = (chunk: (typeof chunks)[number]) => {
        const list = listOf.get(chunk);
        return [...chunk.code.matchAll(call)].map((m) => {
          const deps = m[2]!.split(',').filter(Boolean).map(Number);
          const file = `assets/${m[1]}`;
          const inShell = file === shell.fileName || pages.has(file) || (!!list && shared.every((f) => deps.some((i) => list.files[i] === f)));
          return { file, inShell, css: list ? deps.map((i) => list.files[i]!) : [] };
        });
      };
      // What runs without the shell: the entry and what it loads, statically or lazily, other than the shell
      // and its pages. Those chunks keep the small files, which the shell's marks cover inside it.
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const publicReach = new Set<string>();
      const visit = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || publicReach.has(file)) return;
        publicReach.add(file);
        for (const dep of chunk.imports) visit(dep);
        for (const lazy of lazyImports(chunk)) if (!lazy.inShell) visit(lazy.file);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) visit(entry.fileName);
      const marked = new Set<string>();
      for (const chunk of chunks) {
        const list = listOf.get(chunk);
        if (!list) continue;
        const underShell = !publicReach.has(chunk.fileName);
        const imports = lazyImports(chunk);
        // A public page the entry loads, opened inside the shell, adds its own stylesheets again after the
        // shell's: the order a public visit gives them. A shared chunk's (a menu's overlays) must not.
        if (!chunk.isEntry) for (const lazy of imports) if (!lazy.inShell && !underShell) for (const f of lazy.css) if (members.has(f)) marked.add(f);
        // Each lazy import's list of files, with the shell's stylesheets as one, then the table without the
        // names no list uses any more (the shell's own CSS, in the entry's).
        const deps = imports.map(({ inShell, css: files }) => {
          if (!inShell && !(underShell && files.some((f) => members.has(f)))) return files;
          const at = Math.max(0, files.findIndex((f) => members.has(f)));
          const kept = files.filter((f) => !members.has(f));
          kept.splice(at, 0, name);
          return kept;
        });
        const used = new Set(deps.flat());
        const table = [...list.files.filter((f) => used.has(f)), ...(used.has(name) && !list.files.includes(name) ? [name] : [])];
        let n = 0;
        const rewritten = chunk.code.replace(call, (whole, _file: string, indices: string) =>
          whole.replace(`__vite__mapDeps([${indices}])`, `__vite__mapDeps([${deps[n++]!.map((f) => table.indexOf(f)).join(',')}])`),
        );
        const code = rewritten.replace(list.table, `m.f=${JSON.stringify(table)}`);
        if (code !== chunk.code) rewrite(chunk, code);
      }
      if (marked.size) {
        const marks = JSON.stringify([...marked].map((f) => f.slice('assets/'.length)));
        rewrite(shell, `for(const f of ${marks})document.querySelector(\`link[href$="/\${f}"]\`)||document.head.append(Object.assign(document.createElement("link"),{rel:"stylesheet",disabled:!0,href:new URL(f,import.meta.url).href}));\n${shell.code}`);
      }
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
  plugins: [react(), vanillaExtractPlugin(), shellStylesheet(PRIVATE_LAYOUT, privatePages), routePreloads(), fontPreload(), offlinePortal(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
