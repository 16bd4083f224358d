import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { closeSuggestion, firstOrderableProduct, login, PASSWORD, userLike, type TestUser } from './helpers';

// A shop's shared tablet: whichever way a session ends (the server ends it, Log Out online or
// offline) nothing of that user stays readable on the device, in Cache Storage or IndexedDB, and nothing
// of theirs is shown or sent under the next user. With the service worker, which keeps the API's answers.

test.use({ serviceWorkers: 'allow' });

/** What the portal keeps on the device: every cache's entries (not the precached portal code) and the outbox's queue. */
interface DeviceData {
  cached: { cache: string; url: string; body: string }[];
  outbox: unknown[];
}

/** Reads the device's data as a page script can (`caches`, `indexedDB`), without creating the outbox's database. */
function deviceData(page: Page): Promise<DeviceData> {
  return page.evaluate(async () => {
    const cached: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push({ cache: name, url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
    }
    const exists = (await indexedDB.databases()).some((db) => db.name === 'trade-portal-outbox');
    const outbox = !exists
      ? []
      : await new Promise<unknown[]>((resolve) => {
          const open = indexedDB.open('trade-portal-outbox');
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('outbox')) return resolve([]);
            const get = db.transaction('outbox').objectStore('outbox').get('entries');
            get.onsuccess = () => {
              resolve((get.result as unknown[] | undefined) ?? []);
              db.close();
            };
          };
        });
    return { cached, outbox };
  });
}

/** The traces of `user` in `data`: its email or a store's number in a cached address or answer, or a queued entry. */
function tracesOf(data: DeviceData, user: { email: string; stores: { JtiAccountId: string }[] }): string[] {
  const marks = [user.email, ...user.stores.map((s) => s.JtiAccountId)];
  const found = data.cached.filter((c) => marks.some((m) => c.url.includes(m) || c.body.includes(m))).map((c) => `${c.cache}: ${c.url}`);
  return [...found, ...data.outbox.filter((e) => marks.some((m) => JSON.stringify(e).includes(m))).map((e) => `outbox: ${JSON.stringify(e)}`)];
}

/** Waits until the service worker controls the page, then reloads so that it keeps what the page loads. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
  await page.reload();
}

async function goOffline(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

test('the next person on a shared tablet finds nothing of the last: after the server ends a session, after a login, after an offline Log Out, after an emailed link', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // First user: the catalogue, the cart and My Orders, kept by the service worker.
  const first = await login(page, 'single@demo.test', { at: '/place-order' });
  await underServiceWorker(page);
  await expect(page.locator('li[data-sku]').first()).toBeVisible();
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The probe finds what it looks for: the first user's answers are on the device now.
  await expect.poll(async () => tracesOf(await deviceData(page), first).length).toBeGreaterThan(0);

  // 1. The server ends the session (as at its 12-hour expiry, or a password changed elsewhere): the portal's
  // next call is refused and it goes to /login, forgetting what the device kept.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.post('/api/Account/Logout', { headers: { Authorization: `bearer ${token}` } })).status()).toBe(204);
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => tracesOf(await deviceData(page), first)).toEqual([]);

  // 2. An emailed link opened on the tablet: its code is not kept with the page.
  await page.goto('/reset-password?email=someone%40e2e.test&code=482913');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  expect((await deviceData(page)).cached.filter((c) => c.url.includes('482913'))).toEqual([]);

  // 3. The next user logs in through the form on the same tablet: nothing of the first is shown, kept or sent.
  const next: TestUser = await userLike(request, 'multi@demo.test');
  const suggested = page.waitForResponse((r) => r.url().includes('/api/Product/GetSuggestedProducts'), { timeout: 30_000 }).catch(() => null);
  await page.getByLabel('Email').fill(next.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await closeSuggestion(page, await suggested);
  await expect(page.locator('li[data-sku]').first()).toBeVisible();
  await expect.poll(async () => tracesOf(await deviceData(page), next).length).toBeGreaterThan(0);
  expect(tracesOf(await deviceData(page), first)).toEqual([]);

  // 4. A cart change made offline, then Log Out while still offline: the confirmation says the change was not
  // sent; after it nothing of the user is on the device but the revoke, which goes once back online.
  const nextToken = (await page.evaluate(() => localStorage.getItem('token')))!;
  const { row, name } = await firstOrderableProduct(page);
  await goOffline(context);
  await row.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  // Written ahead on the tap (ADR 0051): the change is on the device before its request fails.
  await expect.poll(async () => tracesOf(await deviceData(page), next).filter((t) => t.startsWith('outbox:'))).toHaveLength(1);
  await logOut(page);
  const unsent = page.getByRole('alertdialog', { name: 'Changes not sent yet' });
  await expect(unsent).toContainText('One change made without a connection has not reached us yet. If you log out now, it is deleted from this device.');
  await unsent.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => tracesOf(await deviceData(page), next)).toEqual([]);
  const withNextToken = () => request.get('/api/Account/GetAccounts', { headers: { Authorization: `bearer ${nextToken}` } });
  expect((await withNextToken()).status()).toBe(200);
  const revoked = page.waitForResponse((r) => r.url().includes('/api/Account/Logout') && r.status() === 204);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await revoked;
  expect((await withNextToken()).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('revoke_pending'))).toBeNull();
});

test.describe('before the service worker keeps the portal', () => {
  test.use({ serviceWorkers: 'block' });

  test('going offline right after a first login: a page not kept yet says so in the portal\'s own words, and opens once back online', async ({ page, context }) => {
    await login(page, 'single@demo.test', { at: '/' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await goOffline(context);
    // My Orders' code has not been fetched yet: the link's hover asks for it now, offline.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This page is not kept on this device yet. Connect to the internet, then try again.')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  });
});

test("a purge of the device cut short by leaving the page is finished by the next page, /login included", async ({ page, request }) => {
  const first = await login(page, 'single@demo.test', { at: '/place-order' });
  await underServiceWorker(page);
  await expect(page.locator('li[data-sku]').first()).toBeVisible();
  await expect.poll(async () => tracesOf(await deviceData(page), first).length).toBeGreaterThan(0);

  // What a page left in the middle of its purge leaves behind (an end-to-end run caught one: the next page
  // was typed while the caches were being deleted): the session ended and cleared, the portal's mark that a
  // purge had begun ('purgePending', apps/portal/src/offline/devicePurge.ts), the answers still cached.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // Off the portal (a static file of the same origin), so no page of it answers the ended session itself
  // before the state is set: a late 401 of the old page would purge, and the probe below would find nothing.
  await page.goto('/icon.svg');
  expect((await request.post('/api/Account/Logout', { headers: { Authorization: `bearer ${token}` } })).status()).toBe(204);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('purgePending', '1');
  });
  expect(tracesOf(await deviceData(page), first).length).toBeGreaterThan(0);

  // The next person opens /login: the page finishes the purge before anything else.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(async () => tracesOf(await deviceData(page), first)).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('purgePending'))).toBeNull();
});
