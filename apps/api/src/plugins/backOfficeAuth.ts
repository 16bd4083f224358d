/**
 * The back office's credential on its calls (openapi.yaml's `backOffice` scheme, ADR 0055): the manufacturer's
 * systems, not a store's user. One token, set by BACK_OFFICE_TOKEN; without it every such call answers 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../httpErrors';
import type { loadSpecification } from '../specification';
import { contractCalls, guardPrivateRoute, isBackOffice } from './bearerAuth';

/** The shortest back-office token taken: 32 characters, too long to guess. */
export const BACK_OFFICE_TOKEN_MIN_LENGTH = 32;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Adds the check to every contract route added after it whose security is `backOffice`: `Bearer <token>`,
 * compared in constant time (by the digests, so the length is not told either). Answers are not stored.
 * @param token the configured token; undefined (or shorter than 32 characters) turns the calls off (401)
 */
export function requireBackOfficeToken(app: FastifyInstance, token: string | undefined, specification: ReturnType<typeof loadSpecification>): void {
  const calls = contractCalls(specification, isBackOffice);
  const expected = token && token.length >= BACK_OFFICE_TOKEN_MIN_LENGTH ? digest(token) : undefined;
  const check = async (req: FastifyRequest) => {
    const given = /^bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) throw unauthorized('The back-office credential is missing or wrong.');
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => calls.has(`${m} ${route.url}`))) return;
    guardPrivateRoute(route, check);
  });
}
