/** Refuses a request body of a media type its call does not take (415 `{ Message }`, §8). */
import { unsupportedMediaType } from '../httpErrors';
import fp from 'fastify-plugin';

/**
 * Fastify validates a body only against the schema of its own media type, so a body sent as another
 * type would reach the handler unchecked: this refuses what the contract does not list for the call.
 * @throws HttpError 415 `Send the request body as <types>.`, sent as `{ Message }` by `errorsPlugin`
 */
export const mediaTypesPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    const content = (req.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content || req.body === undefined) return;
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(type in content)) {
      throw unsupportedMediaType(`Send the request body as ${Object.keys(content).join(' or ')}.`);
    }
  });
}, { name: 'trade-portal-media-types', fastify: '5.x' });
