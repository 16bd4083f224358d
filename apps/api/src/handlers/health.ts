/**
 * Health tag (openapi.yaml `/health/live`, `/health/ready`): what a load balancer or an
 * orchestrator asks of each API process. Public, `Cache-Control: no-store`, and nothing in the answer but
 * the status. Both answer in every phase (plugins/health.ts lets them through).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { sendBody, type HandlerContext, type HandlerMap } from './context';

/** How long the readiness check waits for the database's `select 1`, milliseconds. */
export const READINESS_QUERY_TIMEOUT_MS = 2000;

/** Resolves with `work`, or rejects after `ms` milliseconds. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** `select 1`, settled within `READINESS_QUERY_TIMEOUT_MS`: whether the database answers now. */
export function databaseAnswers(db: Db): Promise<unknown> {
  return within(READINESS_QUERY_TIMEOUT_MS, db.execute(sql`select 1`));
}

/** Handlers of the Health tag. */
export function healthHandlers({ db, lifecycle, databaseReach }: HandlerContext) {
  return {
    /** Liveness → 200 `{ Status: 'live' }` whenever the process answers; never asks the database. */
    async getLiveness(_req, reply) {
      reply.header('Cache-Control', 'no-store');
      return { Status: 'live' as const };
    },
    /**
     * Readiness → 200 `{ Status: 'ready' }` when ready and the database answers `select 1` within
     * `READINESS_QUERY_TIMEOUT_MS` (migrations ran before the server was built); else 503 `{ Message }` with
     * `Retry-After: 2`: starting, draining, or the database out of reach (the cause goes to the log, and
     * the loss and the return to `databaseReach`, which tells the operator).
     */
    async getReadiness(req, reply) {
      reply.header('Cache-Control', 'no-store');
      const refusal = lifecycle.refusal;
      if (refusal !== undefined) return sendBody(reply.header('Retry-After', '2'), 503, { Message: refusal });
      try {
        await databaseAnswers(db);
      } catch (error) {
        databaseReach?.lost(error as Error);
        req.log.warn(`readiness: database unavailable: ${(error as Error).message}`);
        return sendBody(reply.header('Retry-After', '2'), 503, { Message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      databaseReach?.answered();
      return { Status: 'ready' as const };
    },
  } satisfies HandlerMap;
}
