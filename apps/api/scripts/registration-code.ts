/**
 * Issues a store's registration code (ADR 0032), as the manufacturer does for a new shop or one
 * whose code was used or lost: a fresh code replaces the store's older unused ones, and is printed once to
 * be given to the store outside the portal (its welcome letter, its business advisor). Only its hash is kept.
 *   npm run registration-code -w @trade-portal/api -- <account number>
 * The database is the server's: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR (./data from
 * the repository root), which one process opens at a time, so stop the server on it first.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/open';
import { issueRegistrationCode } from '../src/services/registrationCodes';
import { repoRoot } from '../src/specification';

const accountId = process.argv[2]?.trim();
if (!accountId || process.argv.length > 3) {
  console.error('Usage: npm run registration-code -w @trade-portal/api -- <account number>');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
let database;
try {
  database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(repoRoot, process.env.DATA_DIR ?? 'data') });
} catch (error) {
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const code = await issueRegistrationCode(database.db, accountId);
  console.log(`Registration code for store ${accountId}: ${code}`);
  console.log('It works once, and replaces the store\'s earlier unused codes. It is not shown again: give it to the store now.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
