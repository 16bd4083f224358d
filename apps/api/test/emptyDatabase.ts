/**
 * A migrated database with no data, for the tests of what loads data into one (the start's demo seed, the
 * import): an in-memory PGlite, or a fresh database on the PostgreSQL server of DATABASE_URL, dropped by
 * `close()`.
 */
import { openDatabase, type Database } from '../src/db/open';
import { freshPostgres } from './helpers';

/** An empty migrated database; `close()` also drops it on PostgreSQL. `url` is its address there. */
export async function emptyDatabase(): Promise<Database & { url?: string }> {
  const base = process.env.DATABASE_URL;
  if (!base) return openDatabase({});
  const fresh = await freshPostgres(base);
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    url: fresh.url,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
