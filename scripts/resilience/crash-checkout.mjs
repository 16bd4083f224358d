/**
 * Crash during checkout (issue "Nothing lost, at scale"; ADR 0026): orders are submitted in a loop, each
 * with its own Idempotency-Key; the server is killed with SIGKILL mid-stream and started again on the same
 * database; the submits never acknowledged are retried with their keys. Every acknowledged order must exist
 * exactly once, no order may lack its lines, and no cart may be left half-consumed.
 */
import { api, check, login, orderable, sleep } from './lib.mjs';

const ACCOUNT = '10010001';

/**
 * @param {string} label 'embedded' or 'PostgreSQL'
 * @param {() => Promise<Awaited<ReturnType<typeof import('./lib.mjs').startServer>>>} start starts a server on the scenario's database
 * @returns {Promise<Record<string, number>>} the figures
 */
export async function crashDuringCheckout(label, start) {
  let server = await start();
  let token = await login(server.url, 'single@demo.test');
  const products = (await orderable(server.url, token, ACCOUNT)).slice(0, 40);
  const history = async () => {
    const r = await api(server.url, token, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${ACCOUNT}&timeSpan=1`);
    check(r.status === 200, `history: ${r.status}`);
    return r.body.OrderHistory;
  };
  const before = new Set((await history()).map((o) => o.OrderNumber));
  // Start from an empty cart.
  const cart0 = (await api(server.url, token, 'GET', `/api/BackEndCart?accountNumber=${ACCOUNT}`)).body;
  if (cart0.BackEndCartId && cart0.BackEndCartDetails.length) {
    await api(server.url, token, 'PATCH', `/api/BackEndCart?accountNumber=${ACCOUNT}&beCartId=${cart0.BackEndCartId}`, { body: { BackEndCartDetails: cart0.BackEndCartDetails.map((l) => ({ SKU: l.SKU, Quantity: 0 })) } });
  }

  const acked = new Map();
  const sent = [];
  let killedAt = -1;
  let cartId = cart0.BackEndCartId;
  // Two submits a ... the kill lands wherever the loop is: between calls, in an add, or in a submit.
  const killer = sleep(1500 + Math.random() * 1000).then(() => {
    killedAt = sent.length;
    server.child.kill('SIGKILL');
  });
  for (let i = 0; killedAt < 0; i++) {
    const p = products[i % products.length];
    const add = await api(server.url, token, 'POST', `/api/BackEndCart?accountNumber=${ACCOUNT}&SKU=${encodeURIComponent(p.SKU)}&Quantity=${p.MinimumOrder}`);
    if (add.status === 0) break;
    check(add.status === 200, `add to cart: ${add.status} ${JSON.stringify(add.body)}`);
    cartId = add.body.BackEndCartId;
    const key = `crash-${label}-${Date.now()}-${i}`;
    sent.push(key);
    const r = await api(server.url, token, 'POST', `/api/Order/Submit?accountNumber=${ACCOUNT}`, { body: { BackEndCartId: cartId }, headers: { 'idempotency-key': key } });
    if (r.status === 0) break;
    check(r.status === 200, `submit: ${r.status} ${JSON.stringify(r.body)}`);
    acked.set(key, r.body.OrderNumber);
  }
  await killer;
  await server.exited;
  const ackedBeforeCrash = new Map(acked);

  const restart = performance.now();
  server = await start();
  const restartMs = performance.now() - restart;
  token = await login(server.url, 'single@demo.test');
  let retried = 0;
  for (const key of sent.filter((k) => !acked.has(k))) {
    retried++;
    const r = await api(server.url, token, 'POST', `/api/Order/Submit?accountNumber=${ACCOUNT}`, { body: { BackEndCartId: cartId }, headers: { 'idempotency-key': key } });
    // 400 'Your cart is empty.': the add of this round never reached the cart, so there is nothing to order.
    check(r.status === 200 || (r.status === 400 && /empty/.test(r.body?.Message ?? '')), `retry: ${r.status} ${JSON.stringify(r.body)}`);
    if (r.status === 200) acked.set(key, r.body.OrderNumber);
  }

  const made = (await history()).filter((o) => !before.has(o.OrderNumber));
  const madeNumbers = new Set(made.map((o) => o.OrderNumber));
  const ackedNumbers = [...acked.values()];
  let withoutLines = 0;
  for (const number of madeNumbers) {
    const d = await api(server.url, token, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${ACCOUNT}&orderNumber=${number}`);
    if (d.status !== 200 || !d.body.OrderDetails?.length) withoutLines++;
  }
  const lost = [...ackedBeforeCrash.values()].filter((n) => !madeNumbers.has(n)).length;
  const duplicates = ackedNumbers.length - new Set(ackedNumbers).size;
  const cartAfter = (await api(server.url, token, 'GET', `/api/BackEndCart?accountNumber=${ACCOUNT}`)).body.BackEndCartDetails.length;
  const figures = {
    submitted: sent.length,
    acknowledgedBeforeCrash: ackedBeforeCrash.size,
    retriedAfterRestart: retried,
    ordersFound: madeNumbers.size,
    acknowledgedLost: lost,
    duplicateOrders: duplicates + (madeNumbers.size - new Set(ackedNumbers).size),
    ordersWithoutLines: withoutLines,
    cartLinesLeft: cartAfter,
    restartMs: Math.round(restartMs),
  };
  await server.kill();
  check(lost === 0, `${label}: ${lost} acknowledged orders lost`);
  check(figures.duplicateOrders === 0, `${label}: ${figures.duplicateOrders} duplicate orders`);
  check(withoutLines === 0, `${label}: ${withoutLines} orders without lines`);
  check(cartAfter === 0, `${label}: ${cartAfter} cart lines left after every submit was acknowledged`);
  check(ackedBeforeCrash.size > 0, `${label}: no order was acknowledged before the crash`);
  return figures;
}
