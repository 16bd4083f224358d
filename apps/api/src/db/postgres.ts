/**
 * The PostgreSQL driver of `openDatabase` (DATABASE_URL): node-postgres's pool, drizzle's migrator, and the
 * LISTEN/NOTIFY bus between the API processes that share the database.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Bus, Database, Db } from './open';
import { describeOpenError } from './openError';
import * as schema from './schema';

/**
 * Opens PostgreSQL at `databaseUrl` and applies pending migrations.
 * @throws Error saying why PostgreSQL could not be opened or migrated and what to do (`describeOpenError`),
 *   without the password; the driver's error is its `cause`
 */
export async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<Database> {
  // A database that is down must fail requests fast (a 503 within a second, plugins/errors.ts), not queue
  // them: give up connecting after 1 s. Idle connections are checked with TCP keep-alive.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 1000, keepAlive: true });
  // A connection the server ends (a restart, an administrator, a dropped test database) fails the query
  // on it, if any; without these listeners the same error would also stop the whole process.
  const reportLost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', reportLost);
  pool.on('connect', (client) => client.on('error', reportLost));
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    // The first query is the first connection: whatever stops it is told here, once, in words.
    await pool.end().catch(() => undefined);
    throw new Error(describeOpenError(error, databaseUrl), { cause: error });
  }
  const listeners = new Set<() => Promise<void>>();
  const bus: Bus = {
    publish: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage, onReconnect) => {
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | undefined;
      let timer: NodeJS.Timeout | undefined;
      let connectedOnce = false;
      let firstTry: () => void = () => undefined;
      const ready = new Promise<void>((done) => (firstTry = done));
      const connect = async () => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1000, keepAlive: true });
        const retry = () => {
          if (client === next) client = undefined;
          next.removeAllListeners('notification');
          void next.end().catch(() => undefined);
          if (!stopped && !timer) timer = setTimeout(() => ((timer = undefined), void connect()), 1000);
        };
        next.on('error', retry);
        next.on('end', retry);
        next.on('notification', (n) => n.channel === channel && n.payload !== undefined && onMessage(n.payload));
        try {
          await next.connect();
          await next.query(`listen ${pg.escapeIdentifier(channel)}`);
          client = next;
          if (connectedOnce) onReconnect();
          connectedOnce = true;
        } catch {
          retry();
        } finally {
          firstTry();
        }
      };
      void connect();
      const stop = async () => {
        stopped = true;
        clearTimeout(timer);
        listeners.delete(stop);
        await client?.end().catch(() => undefined);
      };
      listeners.add(stop);
      return { ready, stop };
    },
  };
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    stats: () => ({ driver: 'postgres', totalConnections: pool.totalCount, idleConnections: pool.idleCount, waitingQueries: pool.waitingCount }),
    bus,
    close: async () => {
      for (const stop of [...listeners]) await stop();
      await pool.end();
    },
  };
}
