/**
 * Products tag: the catalogue (§3 Product, §7 AllProducts), the stock card and its tour (§1, §2.1
 * /stock-card, §2.5, §3, §4, §6), suggested products (§1, §3) and the products offered around the cart
 * (§2.1 /cart, §7).
 */
import { isRestricted } from '@trade-portal/domain';
import type { Product } from '@trade-portal/api-client';
import { alternativeProduct, beforeYouGo, haveYouConsidered } from '../services/recommendations';
import { addToStockCard, hasStockCardAccess, readShelfTargets, readStockCard, readTour, removeFromStockCard, saveTour, setShelfTarget } from '../services/stockCard';
import { dismissSuggestion, openSuggestion } from '../services/suggestions';
import { accountOf, body, callerOf, noBody, query, sent, type HandlerContext, type HandlerMap } from './context';
import type { FastifyRequest } from 'fastify';

/** Handlers of the Products tag that this server implements. */
export function productHandlers(ctx: HandlerContext) {
  const { db, catalogue } = ctx;
  /** The request's account and whether it may use the stock card (§2.5, §6). */
  const stockCardOf = async (req: FastifyRequest) => {
    const accountId = accountOf(req);
    return { accountId, hasAccess: await hasStockCardAccess(db, accountId, callerOf(req).tiers[accountId]) };
  };
  return {
    // Served from memory with a strong ETag (one per encoding); If-None-Match → 304 with no body.
    async getAllProducts(req, reply) {
      const snapshot = await catalogue.get();
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const etag = gzip ? snapshot.gzipEtag : snapshot.etag;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
      const match = req.headers['if-none-match'];
      const tags = match ? match.split(',').map((tag) => tag.trim().replace(/^W\//, '')) : [];
      if (tags.includes(snapshot.etag) || tags.includes(snapshot.gzipEtag) || tags.includes('*')) return noBody(reply, 304);
      reply.type('application/json; charset=utf-8');
      // The catalogue serialised (and gzipped) once per change: `{ Products }` as bytes.
      return sent<{ Products: Product[] }>(gzip ? reply.header('Content-Encoding', 'gzip').send(snapshot.gzip) : reply.send(snapshot.body));
    },
    // §2.5: the header's gold-star link; false at TierAccessLevel 3.
    async getHasAccessToStockCard(req) {
      return { hasAccessToStockCard: (await stockCardOf(req)).hasAccess };
    },
    // §2.1 /stock-card: the same rule as the access check, as a bare boolean.
    async getShowStockCard(req, reply) {
      return sent<boolean>(reply.type('application/json; charset=utf-8').send(JSON.stringify((await stockCardOf(req)).hasAccess)));
    },
    // §2.1 /stock-card: ProductList in card order; empty without access.
    async getStockCard(req) {
      const { accountId, hasAccess } = await stockCardOf(req);
      return readStockCard(db, catalogue, accountId, hasAccess);
    },
    // §1: idempotent; 403 without access, 400 for an unknown or archived SKU.
    async addToStockCard(req) {
      const { accountId, hasAccess } = await stockCardOf(req);
      return addToStockCard(db, catalogue, accountId, hasAccess, query<'addToStockCard'>(req).SKU);
    },
    // §1: idempotent; 403 without access.
    async removeFromStockCard(req) {
      const { accountId, hasAccess } = await stockCardOf(req);
      return removeFromStockCard(db, catalogue, accountId, hasAccess, query<'removeFromStockCard'>(req).SKU);
    },
    // Beyond the spec (shelf count): the stock card's target shelf levels (packs); none without access.
    async getShelfTargets(req) {
      const { accountId, hasAccess } = await stockCardOf(req);
      return readShelfTargets(db, accountId, hasAccess);
    },
    // Beyond the spec (shelf count): set or clear one line's target (packs); 403 without access, 404 for a SKU not on the card.
    async setShelfTarget(req) {
      const { accountId, hasAccess } = await stockCardOf(req);
      return setShelfTarget(db, accountId, hasAccess, query<'setShelfTarget'>(req).SKU, body<'setShelfTarget'>(req).TargetPacks ?? null);
    },
    // §1: the newest open BA or TM suggestion, or 204; none at TierAccessLevel 3, which may not order (§6).
    async getSuggestedProducts(req, reply) {
      const accountId = accountOf(req);
      const suggestion = isRestricted(callerOf(req).tiers[accountId]) ? undefined : await openSuggestion(db, catalogue, accountId);
      return suggestion ?? noBody(reply, 204);
    },
    // §1 territory-manager flow: 204, also when already closed; 404 for another account's suggestion.
    async dismissSuggestedProducts(req, reply) {
      await dismissSuggestion(db, accountOf(req), query<'dismissSuggestedProducts'>(req).suggestionId);
      return noBody(reply, 204);
    },
    // 'Before you checkout' (§2.1 /cart): up to 4 each, empty at TierAccessLevel 3 (§6).
    async getBeforeYouGo(req) {
      const accountId = accountOf(req);
      return beforeYouGo(ctx, accountId, callerOf(req).tiers[accountId]);
    },
    async getHaveYouConsideredProducts(req) {
      const accountId = accountOf(req);
      return haveYouConsidered(ctx, accountId, callerOf(req).tiers[accountId]);
    },
    // §7: the cart's one-click swap; 404 { Message } for an unknown SKU or when there is none.
    async getAlternativeProduct(req) {
      accountOf(req); // 400 without an accountNumber, as every private call
      return alternativeProduct(catalogue, query<'getAlternativeProduct'>(req).SKU);
    },
    // Per user, not per store (§3 Stock card tour).
    async getStockcardTour(req) {
      return readTour(db, callerOf(req).userId);
    },
    // §4: saved per step; a completed tour stays completed.
    async submitStockcardTour(req) {
      return saveTour(db, callerOf(req).userId, body<'submitStockcardTour'>(req));
    },
  } satisfies HandlerMap;
}
