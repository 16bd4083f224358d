import { expect, test, type Page } from '@playwright/test';
import { callApi, login, storeLike, switchStore } from './helpers';

// Order cut-off (beyond the spec): each store's weekly cut-off counted down in the info bar;
// a Pending order placed before its store's last cut-off is locked for delivery, and the server refuses
// an edit of it with a 409 that names the cut-off.

type CutOff = { AccountNumber: string; Weekday: number; Time: string; TimeZone: string; NextCutOff: string };
type HistoryOrder = { OrderNumber: string; Status: number; EditableUntil?: string | null };

/** The seeded locked order of Quayside News Salthill (`salthill`, a copy of 10020002): Pending, its EditableUntil passed. */
async function lockedOrder(page: Page, salthill: string) {
  const { OrderHistory } = await callApi<{ OrderHistory: HistoryOrder[] }>(page, 'GET', `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${salthill}&timeSpan=30`);
  const locked = OrderHistory.find((o) => o.Status === 1 && o.EditableUntil && Date.parse(o.EditableUntil) <= Date.now());
  expect(locked, 'the seeded locked order').toBeTruthy();
  return locked as HistoryOrder & { EditableUntil: string };
}

test('the info bar counts down to the store’s own cut-off, and follows a store switch', async ({ page }) => {
  const user = await login(page, 'multi@demo.test', { at: '/my-orders' });
  const countdown = page.getByText(/^Order cut-off:/);
  await expect(countdown).toBeVisible();
  const galway = await callApi<CutOff>(page, 'GET', `/api/Order/CutOff?accountNumber=${storeLike(user, '10020001').JtiAccountId}`);
  expect(galway).toMatchObject({ Weekday: 2, Time: '12:00', TimeZone: 'Europe/Dublin' });
  await expect(countdown.locator('time')).toHaveAttribute('datetime', galway.NextCutOff);
  await expect(countdown).toContainText(/^Order cut-off: Tue \d{1,2} [A-Z][a-z]{2}, 12:00·(\d+ d \d+ h|\d+ h \d{2} min|\d+ min|less than a minute) left$/);

  await switchStore(page, 'Quayside News Salthill');
  const salthill = await callApi<CutOff>(page, 'GET', `/api/Order/CutOff?accountNumber=${storeLike(user, '10020002').JtiAccountId}`);
  await expect(countdown.locator('time')).toHaveAttribute('datetime', salthill.NextCutOff);
  await expect(countdown).toContainText(/^Order cut-off: Wed \d{1,2} [A-Z][a-z]{2}, 15:00/);
});

test('tier 3 has no countdown', async ({ page }) => {
  await login(page, 'restricted@demo.test');
  await expect(page.getByText('Hilltop Stores Cork').first()).toBeVisible();
  await expect(page.getByText(/^Order cut-off:/)).toHaveCount(0);
});

test('a pending order past its cut-off is locked in My Orders and on its review, and an edit from a page left open is refused with the cut-off named', async ({ page }) => {
  const user = await login(page, 'multi@demo.test', { at: '/my-orders' });
  const salthill = storeLike(user, '10020002').JtiAccountId;
  await switchStore(page, 'Quayside News Salthill');
  const locked = await lockedOrder(page, salthill);

  // The list follows the store.
  const row = page.locator(`tr[data-order="${locked.OrderNumber}"]`);
  await expect(row).toHaveAttribute('data-status', 'Pending');
  await expect(row.getByText(/^Locked for delivery since Wed \d{1,2} [A-Z][a-z]{2}, 15:00$/)).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit order ${locked.OrderNumber}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Cancel order ${locked.OrderNumber}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Reorder ${locked.OrderNumber}` })).toBeVisible();

  await row.getByRole('link', { name: locked.OrderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${locked.OrderNumber}` })).toBeVisible();
  await expect(page.getByText(/^Locked for delivery since/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // A tablet whose page still believes it is before the cut-off (its clock an hour behind) offers Edit; the
  // server, which keeps the time, refuses it and says why.
  await page.clock.setFixedTime(Date.parse(locked.EditableUntil) - 3_600_000);
  await page.reload();
  await expect(page.getByText(/^Changes until Wed \d{1,2} [A-Z][a-z]{2}, 15:00$/)).toBeVisible();
  const refused = page.waitForResponse((r) => r.url().includes('/api/Order/LoadPendingOrderIntoBackEndCart'));
  await page.getByRole('button', { name: 'Edit order' }).click();
  expect((await refused).status()).toBe(409);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(/This order can no longer be changed or cancelled: it was locked for delivery at the order cut-off, Wednesday \d{1,2} [A-Z][a-z]+, 15:00\./);
  await alert.getByRole('button').first().click();
  await expect(alert).toBeHidden();
  // Nothing changed: the order is still Pending with its lines, and the cart edits nothing.
  const cart = await callApi<{ PendingOrderNumber: string | null }>(page, 'GET', `/api/BackEndCart?accountNumber=${salthill}`);
  expect(cart.PendingOrderNumber ?? null).toBeNull();
  await expect(page.getByText('Currently editing order')).toHaveCount(0);
});
