import { expect, test } from '@playwright/test';

/**
 * The tab and home-screen icons: the page names real icons (the installable portal's own,
 * not an empty `data:` one), each of them loads as an image, and `/apple-touch-icon.png`, which iOS asks
 * for by that name whatever the page says, is the 180 px PNG it wants.
 */
test('the portal names a tab icon and an apple-touch-icon, and each loads as an image', async ({ page, request }) => {
  await page.goto('/login');
  const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
    links.map((l) => ({ rel: l.getAttribute('rel'), href: (l as HTMLLinkElement).href })),
  );
  expect(icons.map((i) => i.rel)).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon']));
  for (const { href } of icons) {
    expect(href).not.toMatch(/^data:/);
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\/(png|svg\+xml)/);
  }
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  // A PNG's IHDR chunk holds its width and height (big-endian) at bytes 16 and 20.
  const png = await touch.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});
