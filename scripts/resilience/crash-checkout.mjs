/**
 * Crash during checkout (ADR 0026): five stores submit orders in loops at once, each order with its own
 * Idempotency-Key; the server is killed with SIGKILL mid-stream (some calls in flight) and started again
 * on the same database; the submits never acknowledged are retried with their keys. Every acknowledged
 * order must exist exactly once, no order may lack its lines, and no cart may be left half-consumed: the
 * only line a cart may keep is one whose add was cut off before its submit was sent.
 */
import { api, check, login, orderable, sleep } from './lib.mjs';

const STORES = [
  ['single@demo.test', '10010001'], ['multi@demo.test', '10020001'], ['multi@demo.test', '10020002'], ['multi@demo.test', '10020003'], ['survey@demo.test', '10040001'],
];

/**
 * @param {string} label 'embedded' or 'PostgreSQL'
 * @param {() => Promise<Awaited<ReturnType<typeof import('./lib.mjs').startServer>>>} start starts a server on the scenario's database
 * @returns {Promise<Record<string, number>>} the figures
 */
export async function crashDuringCheckout(label, start) {
  let server = await start();
  const tokens = new Map();
  for (const [email] of STORES) if (!tokens.has(email)) tokens.set(email, await login(server.url, email));
  const history = async (account, email) => {
    const r = await api(server.url, tokens.get(email), 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=1`);
    check(r.status === 200, `history: ${r.status}`);
    return r.body.OrderHistory;
  };

  const loops = [];
  for (const [email, account] of STORES) {
    const token = tokens.get(email);
    const cart = (await api(server.url, token, 'GET', `/api/BackEndCart?accountNumber=${account}`)).body;
    // Start from an empty cart.
    if (cart.BackEndCartId && cart.BackEndCartDetails.length) {
      await api(server.url, token, 'PATCH', `/api/BackEndCart?accountNumber=${account}&beCartId=${cart.BackEndCartId}`, { body: { BackEndCartDetails: cart.BackEndCartDetails.map((l) => ({ SKU: l.SKU, Quantity: 0 })) } });
    }
    loops.push({
      email, account, cartId: cart.BackEndCartId, products: (await orderable(server.url, token, account)).slice(0, 40),
      before: new Set((await history(account, email)).map((o) => o.OrderNumber)), sent: [], acked: new Map(), cutAddSku: null,
    });
  }

  let killed = false;
  const run = async (loop, n) => {
    const token = tokens.get(loop.email);
    for (let i = 0; !killed; i++) {
      const p = loop.products[(i + n) % loop.products.length];
      const add = await api(server.url, token, 'POST', `/api/BackEndCart?accountNumber=${loop.account}&SKU=${encodeURIComponent(p.SKU)}&Quantity=${p.MinimumOrder}`);
      if (add.status === 0) {
        // Cut off: the line may or may not be in the cart; no submit follows it.
        loop.cutAddSku = p.SKU;
        return;
      }
      check(add.status === 200, `add to cart: ${add.status} ${JSON.stringify(add.body)}`);
      loop.cartId = add.body.BackEndCartId;
      const key = `crash-${label}-${loop.account}-${Date.now()}-${i}`;
      loop.sent.push(key);
      const r = await api(server.url, token, 'POST', `/api/Order/Submit?accountNumber=${loop.account}`, { body: { BackEndCartId: loop.cartId }, headers: { 'idempotency-key': key } });
      if (r.status === 0) return;
      check(r.status === 200, `submit: ${r.status} ${JSON.stringify(r.body)}`);
      loop.acked.set(key, r.body.OrderNumber);
    }
  };
  const running = loops.map((loop, n) => run(loop, n));
  await sleep(1500 + Math.random() * 1000);
  killed = true;
  server.child.kill('SIGKILL');
  await Promise.all(running);
  await server.exited;
  const ackedBeforeCrash = loops.reduce((sum, l) => sum + l.acked.size, 0);
  const ackedNumbersBefore = loops.flatMap((l) => [...l.acked.values()]);

  const restart = performance.now();
  server = await start();
  const restartMs = performance.now() - restart;
  for (const email of tokens.keys()) tokens.set(email, await login(server.url, email));

  let retried = 0;
  let ordersFound = 0;
  let lost = 0;
  let duplicates = 0;
  let withoutLines = 0;
  let halfConsumed = 0;
  for (const loop of loops) {
    const token = tokens.get(loop.email);
    for (const key of loop.sent.filter((k) => !loop.acked.has(k))) {
      retried++;
      const r = await api(server.url, token, 'POST', `/api/Order/Submit?accountNumber=${loop.account}`, { body: { BackEndCartId: loop.cartId }, headers: { 'idempotency-key': key } });
      check(r.status === 200, `retry of an unacknowledged submit: ${r.status} ${JSON.stringify(r.body)}`);
      loop.acked.set(key, r.body.OrderNumber);
    }
    const made = (await history(loop.account, loop.email)).filter((o) => !loop.before.has(o.OrderNumber)).map((o) => o.OrderNumber);
    const madeSet = new Set(made);
    ordersFound += madeSet.size;
    const ackedNumbers = [...loop.acked.values()];
    lost += ackedNumbers.filter((n) => !madeSet.has(n)).length;
    // Two keys answered with one order, or an order no key was answered with.
    duplicates += ackedNumbers.length - new Set(ackedNumbers).size + [...madeSet].filter((n) => !ackedNumbers.includes(n)).length;
    for (const number of madeSet) {
      const d = await api(server.url, token, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${loop.account}&orderNumber=${number}`);
      if (d.status !== 200 || !d.body.OrderDetails?.length) withoutLines++;
    }
    const left = (await api(server.url, token, 'GET', `/api/BackEndCart?accountNumber=${loop.account}`)).body.BackEndCartDetails;
    halfConsumed += left.filter((l) => l.SKU !== loop.cutAddSku).length;
  }
  const figures = {
    stores: loops.length,
    submitted: loops.reduce((sum, l) => sum + l.sent.length, 0),
    acknowledgedBeforeCrash: ackedBeforeCrash,
    retriedAfterRestart: retried,
    ordersFound,
    acknowledgedLost: lost,
    duplicateOrders: duplicates,
    ordersWithoutLines: withoutLines,
    cartLinesLeftOver: halfConsumed,
    restartMs: Math.round(restartMs),
  };
  await server.kill();
  check(ackedNumbersBefore.length > 0, `${label}: no order was acknowledged before the crash`);
  check(lost === 0, `${label}: ${lost} acknowledged orders lost`);
  check(duplicates === 0, `${label}: ${duplicates} duplicate orders`);
  check(withoutLines === 0, `${label}: ${withoutLines} orders without lines`);
  check(halfConsumed === 0, `${label}: ${halfConsumed} cart lines left that were submitted`);
  // That the killed server's lock does not hold the restart (it once waited out the lock's 15 s) is
  // apps/api/test/data-dir-lock.test.ts's to show, by order of events; here the restart is a figure, with a
  // limit only a hang reaches on a loaded 2-core machine.
  check(restartMs < 120_000, `${label}: the restart after the kill took ${Math.round(restartMs)} ms`);
  return figures;
}
