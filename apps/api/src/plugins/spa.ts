/**
 * The built portal (§2) from the same origin as the API, with a single-page-app fallback to
 * `index.html`, and the 404 `{ Message }` of any unknown call (§8).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fp from 'fastify-plugin';

/** Options of `spaPlugin`. */
export interface SpaOptions {
  /** The built portal's folder; served only when it holds an index.html. */
  root?: string;
}

/**
 * Serves the portal's files (hashed `/assets/*` cached for a year, the rest `no-cache`; never a source
 * map: a 404), choosing the build's precompressed twin by `Accept-Encoding` (`.br`, then `.gz`, else
 * the file itself, with `Content-Encoding` and `Vary: Accept-Encoding`), and answers a
 * GET or HEAD of any other page path with `index.html`, so the portal's router takes over. An unknown
 * `/api/*` or `/Token` call, an operator's path (`/metrics`, served on METRICS_PORT only, and any other
 * `/health/*`), or a missing file (an old hashed chunk after a deploy), is a 404
 * `{ Message: 'No such call: <METHOD> <path>.' }`, with or without a portal.
 * Owns the server's not-found handler.
 */
/**
 * index.html for each route the build lists in `route-preloads.json` (`{ "/place-order": ["assets/…js"] }`,
 * written by the portal's Vite config): the same page with a `<link rel="modulepreload">` per chunk that
 * route loads lazily, so the browser fetches the shell and the page alongside the entry instead of after
 * it. Without the file (another build, an old one) every path gets index.html as it is.
 * @returns HTML by exact path.
 */
function routeHtml(indexHtml: string, preloadsFile: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(preloadsFile)) return pages;
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  for (const [path, files] of Object.entries(preloads)) {
    const links = files.filter((f) => /^[\w./-]+\.js$/.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
    pages.set(path, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/** Whether a request path names a source map (`.map`, any case), which the portal never serves. */
function isSourceMap(path: string): boolean {
  return /\.map$/i.test(path);
}

export const spaPlugin = fp<SpaOptions>(async (app, { root }) => {
  const hasPortal = !!root && existsSync(join(root, 'index.html'));
  if (hasPortal) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: resolve(root),
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins (vite-plugin-compression2): sent as they are, never compressed per request.
      preCompressed: true,
      // Off, or @fastify/static overwrites the Cache-Control set below.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL may be sent as brotli, gzip or plain: caches must key on Accept-Encoding.
        reply.header('Vary', 'Accept-Encoding');
      },
      // Source maps carry the portal's whole source: never served, whatever a build left in the folder
      // (the production build writes none). The path is normalised and decoded before it is asked here.
      allowedPath: (path) => !isSourceMap(path),
    });
  }
  const indexHtml = hasPortal ? readFileSync(join(root, 'index.html'), 'utf8') : undefined;
  const pageHtml = indexHtml ? routeHtml(indexHtml, join(root!, 'route-preloads.json')) : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    // `/metrics` and `/health/*` are asked by scrapers and balancers, which must get a 404 here, never the
    // portal's page with a 200 that reads as a working endpoint.
    const isApi = path.startsWith('/api/') || path === '/Token' || path === '/metrics' || path.startsWith('/metrics/') || path.startsWith('/health/');
    // A missing file (an old hashed chunk after a deploy) must 404, not turn into index.html.
    // `/pdf/` too: the Partner Hub guides (plugins/media.ts) have no extension in their URLs.
    const isFile = path.startsWith('/assets/') || path.startsWith('/pdf/') || /\.[a-z0-9]+$/i.test(path);
    if (indexHtml && !isApi && !isFile && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(pageHtml?.get(path) ?? indexHtml);
    }
    return reply.code(404).send({ Message: `No such call: ${req.method} ${path}.` });
  });
}, { name: 'trade-portal-spa', fastify: '5.x' });
