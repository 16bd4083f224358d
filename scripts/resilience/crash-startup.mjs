/**
 * Crash during start-up (ADR 0026): a server starting on an empty database (migrations, then the demo
 * seed) is killed with SIGKILL at points spread over its start-up; the next start on the same database
 * must finish it (or refuse with a clear message), never serve a half-seeded database. The seed is one
 * transaction and each migration is recorded with its own, so a kill leaves either nothing or all of it.
 */
import { api, check, login, sleep } from './lib.mjs';

const LOGINS = ['single@demo.test', 'multi@demo.test', 'restricted@demo.test', 'survey@demo.test'];

/** What a complete demo database answers: products, stores and history counts. */
async function fingerprint(url) {
  const token = await login(url, 'multi@demo.test');
  const products = (await api(url, token, 'GET', '/api/Product/AllProducts?accountNumber=10020001')).body.Products.length;
  const accounts = (await api(url, token, 'GET', '/api/Account/GetAccounts')).body.UserAccounts.length;
  const orders = (await api(url, token, 'GET', '/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=10020001&timeSpan=366')).body.OrderHistory.length;
  for (const email of LOGINS) await login(url, email);
  return `${products} products, ${accounts} stores, ${orders} orders`;
}

/**
 * @param {string} label
 * @param {() => Promise<(options?: object) => ReturnType<typeof import('./lib.mjs').startServer>>} freshDatabase
 *   makes a new empty database and returns a starter for servers on it
 * @returns {Promise<Record<string, number | string>>}
 */
export async function crashDuringStartup(label, freshDatabase) {
  // A start-up left alone: its length and what it ends with.
  const startReference = await freshDatabase();
  const t0 = performance.now();
  const reference = await startReference();
  const startupMs = performance.now() - t0;
  const expected = await fingerprint(reference.url);
  await reference.kill();

  // During the migrations, during the seed, and as it ends.
  const fractions = [0.15, 0.5, 0.85];
  let finished = 0;
  let refused = 0;
  for (const fraction of fractions) {
    const start = await freshDatabase();
    const first = await start({ wait: false });
    await sleep(startupMs * fraction);
    first.child.kill('SIGKILL');
    await first.exited;
    try {
      const second = await start();
      const got = await fingerprint(second.url);
      check(got === expected, `${label}: killed at ${Math.round(fraction * 100)} % of start-up, the next start serves ${got}, not ${expected}`);
      finished++;
      await second.kill();
    } catch (error) {
      // A refusal must say what is wrong; a half-seeded database that serves is the failure.
      const message = String(error);
      check(/exited while starting/.test(message) && /DATA_DIR|database/i.test(message), `${label}: after a kill at ${Math.round(fraction * 100)} %: ${message.slice(0, 500)}`);
      refused++;
    }
  }
  return { startupMs: Math.round(startupMs), kills: fractions.length, nextStartComplete: finished, nextStartRefusedClearly: refused, seeded: expected };
}
