/**
 * The reference server as a library (scripts and end-to-end set-ups): build the Fastify app over a
 * database, open and migrate that database, seed the demo data. `src/main.ts` is the `npm start` entry.
 */
export { buildServer, type ServerOptions } from './server';
export { loadSpecification, repoRoot } from './specification';
export { openDatabase, schema, type Database, type Db, type OpenOptions } from './db/open';
export { demoLogins, DEMO_PASSWORD, isEmpty, seed } from './seed';
