/**
 * A request id on every request: the id Fastify's log lines carry (`reqId`), sent back as
 * `X-Request-Id` on every answer, so the reference the portal quotes with a server error (§8) finds the
 * log line. A trusted balancer's or proxy's own id is kept when it sends one, so one id follows a request
 * across both logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request id arrives in and leaves in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an incoming id may be to be kept: 8 to 64 letters, digits, `.`, `_`, `:` or `-`. Anything else (a
 * long value, spaces, quotes, line breaks, two headers) could spoil a log line or a header, and a very
 * short one would not single out one request: a new id is made instead.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`. Behind a proxy the operator trusts (`TRUST_PROXY`), the request's `X-Request-Id`
 * when it is a short safe token (`SAFE_REQUEST_ID`), so one id follows a request across both logs; else a
 * new random UUID: a client talking to the server directly could otherwise put ids of its choosing in the
 * log (one another request already has, to muddle an investigation).
 * @param trusted whether requests come through a trusted proxy
 * @returns the function giving each request's id for the log and the `X-Request-Id` answer header
 */
export function requestIdFrom(trusted: boolean): (req: IncomingMessage) => string {
  if (!trusted) return () => randomUUID();
  return (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  };
}

/**
 * Sets `X-Request-Id` on an answer, and names it in `Access-Control-Expose-Headers` so that a portal on
 * another origin (behind a proxy that adds CORS) may read it too. For answers sent before any hook runs
 * (Fastify's `frameworkErrors`) as well as from the plugin's hook.
 */
export function setRequestIdHeader(req: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, req.id).header('Access-Control-Expose-Headers', REQUEST_ID_HEADER);
}

/**
 * Puts `X-Request-Id` on every answer, set when the request arrives so that refusals, 404s and errors
 * carry it too. Register it first; the id itself comes from `requestId` (Fastify's `genReqId` option).
 */
export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (req, reply, done) => {
    setRequestIdHeader(req, reply);
    done();
  });
}, { name: 'trade-portal-request-id', fastify: '5.x' });
