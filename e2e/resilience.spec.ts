import { expect, test } from '@playwright/test';
import { cartLineSaved, firstOrderableProduct, login } from './helpers';

// ADR 0026, 0031: the server out of reach while the retailer edits the cart. The edits stay as made,
// saved on this device; a calm notice says they will be sent, and they are, once the server answers again.

test('cart edits made while the server cannot be reached are kept, then saved when it answers', async ({ page }) => {
  // The page's clock runs as usual, and is moved on to the outbox's next tries (2 s, then 4 s; ADR 0026).
  await page.clock.install();
  await login(page, 'survey@demo.test', { at: '/place-order' });
  const { row, sku, name } = await firstOrderableProduct(page);
  const box = row.getByLabel(`Outers of ${name}`);
  const before = Number((await box.inputValue()) || 0);

  // The cart's writes fail as a dropped connection would; reads still work.
  let blocked = true;
  let refused = 0;
  await page.route(/\/api\/BackEndCart(\?|$)/, (route) => {
    if (!blocked || !['POST', 'PUT'].includes(route.request().method())) return route.continue();
    refused += 1;
    return route.abort('connectionrefused');
  });
  await row.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  const notice = page.getByRole('status').filter({ hasText: "We can't reach the server right now." });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('1 cart change is saved on this device and will be sent once, as soon as it answers.');
  const wanted = Number(await box.inputValue());
  expect(wanted).toBeGreaterThan(before);
  // No refusal is shown against the product, and the quantity stays as made.
  await expect(row.getByText('Error updating product')).toHaveCount(0);
  // Its next try, 2 s on, is refused too: still kept, as made.
  const tries = refused;
  await page.clock.fastForward(2_000);
  await expect.poll(() => refused).toBeGreaterThan(tries);
  await expect(notice).toBeVisible();
  await expect(box).toHaveValue(String(wanted));

  // The server is back: the kept change is sent by itself at the try after (4 s on), and the notice goes.
  blocked = false;
  const saved = cartLineSaved(page, { sku, quantity: wanted });
  await page.clock.fastForward(4_000);
  await saved;
  await expect(notice).toBeHidden();
  await page.reload();
  await page.getByLabel('Search products').fill(sku);
  await expect(page.locator(`li[data-sku="${sku}"]`).getByLabel(`Outers of ${name}`)).toHaveValue(String(wanted));
});

test('a database that is down answers 503 with a Message, and the page says so calmly instead of failing', async ({ page }) => {
  await login(page, 'survey@demo.test', { at: '/place-order' });
  const { row, name } = await firstOrderableProduct(page);
  await page.route(/\/api\/BackEndCart(\?|$)/, (route) =>
    ['POST', 'PUT'].includes(route.request().method())
      ? route.fulfill({ status: 503, contentType: 'application/json', headers: { 'retry-after': '2' }, body: JSON.stringify({ Message: 'The service is unavailable for a moment. Please try again shortly.' }) })
      : route.continue(),
  );
  await row.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: "We can't reach the server right now." })).toBeVisible();
  await page.unroute(/\/api\/BackEndCart(\?|$)/);
  await expect(page.getByRole('status').filter({ hasText: "We can't reach the server right now." })).toBeHidden({ timeout: 20_000 });
  // Saved again once it answers: back to the quantity it had.
  const saved = cartLineSaved(page);
  await row.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
  await saved;
});

test('a server error quotes its reference for customer service, and the real server\'s answers carry their id', async ({ page }) => {
  // The route is held until the page asks, so the first answer the list gets is the failure.
  await page.route(/\/api\/OrderHistory\/FilteredByTimeSpanOrderHistory\b/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', headers: { 'x-request-id': '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081' }, body: JSON.stringify({ Message: 'Sorry, something went wrong. Please try again.' }) }),
  );
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong. Please try again. (reference 1b2c3d4e)' })).toBeVisible();
  // The real server's answers carry their id too, which the portal would quote.
  const answer = await page.request.get('/health/ready');
  expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
});
