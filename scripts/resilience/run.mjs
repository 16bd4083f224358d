/**
 * `npm run test:resilience` (ADR 0026): the longer resilience scenarios, with real API processes, on the
 * embedded database and, when DATABASE_URL is set (npm test runs this under with-postgres.sh), on
 * PostgreSQL. Prints every figure; exits 1 when a scenario fails. `RESILIENCE_ONLY=soak,crash` picks some.
 *
 * The scenarios run in two processes at once (`RESILIENCE_LANES=1` for one after another): much of each is
 * waiting (a server starting, a pause before memory is read), which the other fills. Each lane has its own
 * servers and directories, so one lane's clean-up never stops the other's servers.
 */
import { spawn } from 'node:child_process';
import { crashDuringCheckout } from './crash-checkout.mjs';
import { crashDuringStartup } from './crash-startup.mjs';
import { cleanup, freshPostgres, startServer, tempDir } from './lib.mjs';
import { twoProcesses } from './scale-out.mjs';
import { soak } from './soak.mjs';
import { stops } from './stops.mjs';
import { buildApi } from '../../apps/api/scripts/build.mjs';

// The servers run the built API, as `npm start` does: built here once when its sources changed, before the lanes start.
await buildApi({ ifChanged: true });

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
  ['stopping as operators do (npm start, npm run dev)', stops],
];

/**
 * The scenarios of each lane, by index, balanced by their length alone on two cores (crash checkout
 * 17 s and 9 s, start-up 40 s and 22 s, two processes 6 s, soak 66 s with its pauses, stops about 15 s):
 * 79 s and 96 s, or 79 s and 66 s with npm test's 30 s soak.
 */
const LANES = [[0, 2, 3], [1, 4, 5, 6]];
const lanes = Math.max(1, Math.min(LANES.length, Number(process.env.RESILIENCE_LANES ?? 2)));
const picked = process.env.RESILIENCE_PICK?.split(',').map(Number);

/** Runs each lane in a child process of this script, printing each lane's output as it ends. @returns failed lanes */
async function runLanes() {
  const results = await Promise.all(LANES.map((indexes, lane) => new Promise((done) => {
    const child = spawn(process.execPath, [import.meta.filename], { env: { ...process.env, RESILIENCE_PICK: indexes.join(',') }, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.stderr.on('data', (c) => (text += c));
    child.on('exit', (code) => {
      console.log(`--- lane ${lane + 1} ---\n${text.trimEnd()}`);
      done(code);
    });
  })));
  return results.filter((code) => code !== 0).length;
}

const t0 = performance.now();
if (lanes > 1 && !picked && only.length === 0) {
  const failedLanes = await runLanes();
  console.log(`\nresilience: ${failedLanes ? `${failedLanes} lanes failed` : 'all passed'} in ${((performance.now() - t0) / 1000).toFixed(0)} s (${LANES.length} lanes at once)`);
  process.exit(failedLanes ? 1 : 0);
}

let failed = 0;
for (const [index, [name, run, enabled = true]] of scenarios.entries()) {
  if (!wanted(name) || (picked && !picked.includes(index))) continue;
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
