/**
 * Set-based writes for the import: `INSERT … ON CONFLICT … DO UPDATE … WHERE` in batches, which updates
 * only the rows whose values differ, so an import of unchanged files writes nothing.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/open';

/** Rows a batch holds: far below PostgreSQL's 65,535 parameters for the widest table (24 columns). */
export const BATCH = 1000;

/** Counts of one entity's rows: written new, changed in place, and left as they were. */
export interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Inserts `rows`, or updates the row with the same `target` where any other column differs.
 * @param keep column keys never updated (set on insert only)
 * @param onBatch told the rows done so far
 * @returns the counts
 */
export async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  target: PgColumn,
  rows: T['$inferInsert'][],
  options: { keep?: string[]; onBatch?: (done: number) => void } = {},
): Promise<Counts> {
  const columns = Object.entries(getTableColumns(table)).filter(([key, c]) => c !== target && !(options.keep ?? []).includes(key));
  const set = Object.fromEntries(columns.map(([key, c]) => [key, sql.raw(`excluded.${quote(c.name)}`)])) as PgUpdateSetSource<T>;
  const mine = sql.join(columns.map(([, c]) => sql`${table}.${sql.identifier(c.name)}`), sql`, `);
  const theirs = sql.join(columns.map(([, c]) => sql.raw(`excluded.${quote(c.name)}`)), sql`, `);
  const differs: SQL = sql`(${mine}) is distinct from (${theirs})`;
  const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const written = (await tx
      .insert(table)
      .values(batch)
      .onConflictDoUpdate({ target, set, setWhere: differs })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ inserted: sql<number>`(xmax = 0)::int` })) as { inserted: number }[];
    const inserted = written.filter((w) => Number(w.inserted) === 1).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += batch.length - written.length;
    options.onBatch?.(i + batch.length);
  }
  return counts;
}

/** A column name quoted as an SQL identifier. */
function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
