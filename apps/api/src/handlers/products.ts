/** Products tag: the catalogue (§3 Product, §7 AllProducts). */
import type { HandlerContext, HandlerMap } from './context';

/** Handlers of the Products tag that this server implements. */
export function productHandlers({ catalogue }: HandlerContext) {
  return {
    // Served from memory with a strong ETag (one per encoding); If-None-Match → 304 with no body.
    async getAllProducts(req, reply) {
      const snapshot = await catalogue.get();
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const etag = gzip ? snapshot.gzipEtag : snapshot.etag;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
      const match = req.headers['if-none-match'];
      const tags = match ? match.split(',').map((tag) => tag.trim().replace(/^W\//, '')) : [];
      if (tags.includes(snapshot.etag) || tags.includes(snapshot.gzipEtag) || tags.includes('*')) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return gzip ? reply.header('Content-Encoding', 'gzip').send(snapshot.gzip) : reply.send(snapshot.body);
    },
  } satisfies HandlerMap;
}
