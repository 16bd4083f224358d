/**
 * `npm start`: migrates and seeds the database, serves the API and the built portal, and prints the
 * address and the demo logins. PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL, PORTAL_DIST.
 */
import { resolve } from 'node:path';
import { openDatabase } from './db/open';
import { demoLogins, DEMO_PASSWORD, isEmpty, seed } from './seed';
import { buildServer, repoRoot } from './server';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const portalDist = resolve(repoRoot, process.env.PORTAL_DIST ?? 'apps/portal/dist');

const started = Date.now();
let database;
try {
  database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (await isEmpty(database.db)) {
  console.log('Empty database: adding the demo data…');
  await seed(database.db);
}
const app = await buildServer({ db: database.db, portalDist, logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false });
await app.listen({ port, host });

const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`
Trade Portal is ready at http://${shown}:${port}  (${databaseUrl ? 'PostgreSQL' : `embedded database in ${dataDir}`}, ${Date.now() - started} ms)
Demo logins, password ${DEMO_PASSWORD}:
${demoLogins.map((l) => `  ${l.email.padEnd(22)} ${l.what}`).join('\n')}
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping…`);
  await app.close();
  await database!.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
