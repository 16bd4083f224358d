/**
 * `npm run test:resilience` (ADR 0026): the longer resilience scenarios, with real API processes, on the
 * embedded database and, when DATABASE_URL is set (npm test runs this under with-postgres.sh), on
 * PostgreSQL. Prints every figure; exits 1 when a scenario fails. `RESILIENCE_ONLY=soak,crash` picks some.
 */
import { crashDuringCheckout } from './crash-checkout.mjs';
import { crashDuringStartup } from './crash-startup.mjs';
import { cleanup, freshPostgres, startServer, tempDir } from './lib.mjs';
import { twoProcesses } from './scale-out.mjs';
import { soak } from './soak.mjs';

const only = (process.env.RESILIENCE_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name) => only.length === 0 || only.some((o) => name.includes(o));
const postgres = Boolean(process.env.DATABASE_URL);

/** A starter of servers on one new embedded database. */
const embedded = async () => {
  const dataDir = tempDir('resilience');
  return (options = {}) => startServer({ dataDir, ...options });
};
/** A starter of servers on one new PostgreSQL database. */
const onPostgres = async () => {
  const databaseUrl = await freshPostgres();
  return (options = {}) => startServer({ databaseUrl, ...options });
};

const scenarios = [
  ['crash during checkout, embedded', async () => crashDuringCheckout('embedded', await embedded())],
  ['crash during checkout, PostgreSQL', async () => crashDuringCheckout('PostgreSQL', await onPostgres()), postgres],
  ['crash during start-up, embedded', async () => crashDuringStartup('embedded', embedded)],
  ['crash during start-up, PostgreSQL', async () => crashDuringStartup('PostgreSQL', onPostgres), postgres],
  ['two processes on one PostgreSQL', async () => twoProcesses(await onPostgres()), postgres],
  ['soak, embedded', async () => {
    const start = await embedded();
    return soak(await start(), { seconds: Number(process.env.SOAK_SECONDS ?? 60), connections: 50 });
  }],
];

let failed = 0;
const t0 = performance.now();
for (const [name, run, enabled = true] of scenarios) {
  if (!wanted(name)) continue;
  if (!enabled) {
    console.log(`- ${name}: skipped (no DATABASE_URL)`);
    continue;
  }
  const started = performance.now();
  try {
    const figures = await run();
    console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)\n${Object.entries(figures).map(([k, v]) => `    ${k}: ${v}`).join('\n')}`);
  } catch (error) {
    failed++;
    console.log(`✗ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)\n    ${String(error?.stack ?? error).split('\n').slice(0, 12).join('\n    ')}`);
  } finally {
    await cleanup();
  }
}
console.log(`\nresilience: ${failed ? `${failed} failed` : 'all passed'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
