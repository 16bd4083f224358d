/**
 * One lock for everything that loads data in bulk (the demo seed, `npm run import`): PostgreSQL's
 * transaction-level advisory lock, so two API processes starting on one empty database seed it once, and an
 * import never runs beside a seed or another import. It is released when the transaction ends.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './open';

/** The advisory lock's key: any constant no other code of this database uses. */
const DATA_LOAD_LOCK = 3_402_026_034;

/** Waits for, then holds until `tx` ends, the data-load lock. */
export async function lockDataLoad(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DATA_LOAD_LOCK})`);
}
