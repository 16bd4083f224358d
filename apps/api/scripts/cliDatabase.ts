/**
 * The database a command-line tool works on: the server's, as `npm start` finds it (DATABASE_URL for
 * PostgreSQL, else the embedded database in DATA_DIR, ./data from the repository root).
 */
import { resolve } from 'node:path';
import { openDatabase, type Database } from '../src/db/open';
import { repoRoot } from '../src/specification';

/** The opened database, where it is (for the tool's first line), and DATA_DIR (the outbox is under it). */
export interface CliDatabase {
  database: Database;
  where: string;
  dataDir: string;
}

/**
 * Opens (and migrates) the server's database, or prints why it cannot and exits 1. The embedded database
 * is opened by one process at a time, so while a server runs on DATA_DIR the tool says to stop it first.
 */
export async function openCliDatabase(): Promise<CliDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? 'data');
  try {
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    return { database, where: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`, dataDir };
  } catch (error) {
    const message = (error as Error).message;
    console.error(`Could not open the database: ${message}`);
    if (!databaseUrl && message.startsWith('Another Trade Portal server')) {
      console.error('The embedded database can be opened by one process at a time: stop the server, run this again, then start the server.');
    }
    process.exit(1);
  }
}

/** A path the user typed, from where they typed it (npm runs workspace scripts in the workspace's folder). */
export function fromUser(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
