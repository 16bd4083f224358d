/**
 * The body of POST /api/Delivery/ClaimPhoto (ADR 0055): an image's bytes, read up to 10 MB. Every other
 * call refuses an image body at once (415), before reading it: only that call may be sent 10 MB.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { claimMessages, CLAIM_PHOTO_MAX_BYTES } from '@trade-portal/domain';
import { HttpError, unsupportedMediaType } from '../httpErrors';

/** The media types a photo may be sent as; a HEIC one is read to say how to send it instead. */
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/octet-stream'];

const CLAIM_PHOTO_ROUTE = '/api/Delivery/ClaimPhoto';

/**
 * Fastify content-type parser: the body as one Buffer.
 * @throws HttpError 415 on any other call; 413 with the claim's message past 10 MB (the rest of the body is
 *   read and dropped, so the answer reaches a client still sending)
 */
export function claimPhotoParser(req: FastifyRequest, payload: NodeJS.ReadableStream, done: (error: Error | null, body?: unknown) => void): void {
  if (req.routeOptions.url !== CLAIM_PHOTO_ROUTE) {
    payload.resume();
    done(unsupportedMediaType('Unsupported Media Type'), undefined);
    return;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > CLAIM_PHOTO_MAX_BYTES) {
    payload.resume();
    done(new HttpError(413, claimMessages.photoTooBig), undefined);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (error: Error | null, body?: Buffer) => {
    if (settled) return;
    settled = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > CLAIM_PHOTO_MAX_BYTES) settle(new HttpError(413, claimMessages.photoTooBig));
    else if (!settled) chunks.push(chunk);
  });
  payload.on('end', () => settle(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => settle(error));
}

/** Is `schema` the contract's binary string (`type: string, format: binary`)? */
const isBinary = (schema: unknown) => typeof schema === 'object' && schema !== null && (schema as { format?: string }).format === 'binary';

/**
 * Fastify hook for routes: a body the contract declares as binary arrives as a Buffer, which a JSON schema's
 * `type: string` refuses; its bytes are checked by the handler instead (`keepClaimPhoto`), so such a body's
 * schema is emptied. The media types stay listed, for the 415 of `mediaTypesPlugin`.
 */
export function acceptBinaryBodies(route: RouteOptions): void {
  const content = (route.schema?.body as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  if (!content) return;
  for (const media of Object.values(content)) if (isBinary(media.schema)) media.schema = {};
}
