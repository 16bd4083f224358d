/**
 * Refuses a request body of a media type its call does not take (415 `{ Message }`, §8), and a call that
 * takes a body but was sent none (400): every request body of the contract is required.
 */
import { badRequest, unsupportedMediaType } from '../httpErrors';
import fp from 'fastify-plugin';

/**
 * Fastify validates a body only against the schema of its own media type, so a body sent as another
 * type would reach the handler unchecked: this refuses what the contract does not list for the call.
 * @throws HttpError 415 `Send the request body as <types>.`, sent as `{ Message }` by `errorsPlugin`
 * @throws HttpError 400 `Invalid request: body is required.` when the call takes a body and none came
 */
export const mediaTypesPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    const content = (req.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content) return;
    // Without a body Fastify validates nothing, and the handler would read fields of undefined (a 500).
    if (req.body === undefined || req.body === null) throw badRequest('Invalid request: body is required.');
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(type in content)) {
      throw unsupportedMediaType(`Send the request body as ${Object.keys(content).join(' or ')}.`);
    }
  });
}, { name: 'trade-portal-media-types', fastify: '5.x' });
