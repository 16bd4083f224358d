/**
 * The seeded CMS media (§2.1 /p4p, §2.2, §2.9; ADR 0020), shipped in `apps/api/media`:
 * - `/assets/cms/{file}`: hero, pod, vlog, video, popup and background images (SVG) and clips (WebM);
 * - `/assets/p4p/{file}`: the Partner Hub guides' thumbnails;
 * - `/pdf/p4p/{slug}` (or `{slug}.pdf`): the guides themselves, `application/pdf`, shown inline;
 * - `/pdf/downloads/{slug}`: the download widgets' documents (§2.4, §2.9), likewise; both may be framed
 *   by the portal's own pages (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN).
 * Served by @fastify/static: byte ranges (206 with Content-Range, so videos seek), ETag and Last-Modified
 * with `Cache-Control: public, max-age=604800` (a week; file names are stable, so a changed file is found
 * by its ETag once that week is over), and the SVGs' gzip and brotli twins by `Accept-Encoding`. A name
 * that is not a seeded file is a 404 `{ Message }`; the SPA fallback never sees these paths.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The folder of the seeded media. */
export const MEDIA_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../media');

/** How long browsers and proxies may keep a media file before checking its ETag, seconds (a week). */
export const MEDIA_MAX_AGE_SECONDS = 604_800;

/** A plain file name: letters, digits, dashes and underscores, one extension; nothing that could climb folders. */
const FILE = /^[a-z0-9][a-z0-9_-]*\.(svg|webp|webm|mp4|pdf)$/i;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Registers the media routes. Deliberately not wrapped in fastify-plugin: its `reply.sendFile` stays in this
 * scope, so the portal's own @fastify/static (the SPA plugin) can decorate the reply for its files.
 */
export async function mediaPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: MEDIA_ROOT,
    serve: false,
    // The media script writes .gz and .br twins of each SVG; sent as they are, never compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
      reply.header('Vary', 'Accept-Encoding');
    },
  });
  const send = (reply: FastifyReply, folder: string, file: string) => {
    if (!FILE.test(file) || !existsSync(join(MEDIA_ROOT, folder, file))) return reply.code(404).send({ Message: 'This file was not found.' });
    return reply.sendFile(`${folder}/${file}`);
  };
  app.get('/assets/cms/:file', (req, reply) => send(reply, 'cms', (req.params as { file: string }).file));
  app.get('/assets/p4p/:file', (req, reply) => send(reply, 'p4p', (req.params as { file: string }).file));
  for (const folder of ['p4p', 'downloads']) {
    app.get(`/pdf/${folder}/:slug`, (req, reply) => {
      const slug = (req.params as { slug: string }).slug.replace(/\.pdf$/i, '');
      if (!SLUG.test(slug)) return reply.code(404).send({ Message: 'This file was not found.' });
      // The site's policy (helmet) forbids framing and plugins; a PDF has no script to guard, and the portal
      // may show a guide in a frame of its own pages, so only the framing rule is kept: same origin.
      reply.header('Content-Disposition', `inline; filename="${slug}.pdf"`).header('Content-Security-Policy', "frame-ancestors 'self'");
      return send(reply, `pdf/${folder}`, `${slug}.pdf`);
    });
  }
}
