import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';
import { callApi, callAs, login, type TestUser } from './helpers';

// Quick order's camera scan (beyond the spec): Chromium's fake camera plays a picture of a real
// product's pack barcode (EAN-13, drawn here from the standard's tables), and the page adds one step of
// that product, once while the pack stays in the picture.

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = L.map((code) => [...code].map((b) => (b === '0' ? '1' : '0')).join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' a bar). */
function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const left = d.slice(1, 7).map((digit, i) => (PARITY[d[0]!]![i] === 'L' ? L : G)[digit]).join('');
  const right = d.slice(7).map((digit) => R[digit]).join('');
  return `101${left}01010${right}101`;
}

/** A Y4M video (the fake camera's file format) of the barcode, black on white, 640 × 480. */
function barcodeVideo(code: string): Buffer {
  const W = 640;
  const H = 480;
  const module = 5;
  const modules = ean13Modules(code);
  const x0 = Math.floor((W - modules.length * module) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let row = 90; row < 390; row++) {
    for (let i = 0; i < modules.length; i++) if (modules[i] === '1') y.fill(16, row * W + x0 + i * module, row * W + x0 + (i + 1) * module);
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]);
}

type Product = { SKU: string; Product: string; PackBarCode: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };
const video = join(mkdtempSync(join(tmpdir(), 'camera-')), 'barcode.y4m');
let product: Product;

// The picture is drawn before the browser starts (its fake camera reads the file at launch): this hook
// asks the server for a product without opening a page, as a copy of the demo user of its own.
test.beforeAll(async ({ request }) => {
  const made = await request.post('/e2e/users', { data: { like: 'single@demo.test' } });
  const user = (await made.json()) as TestUser;
  const { Products } = await callAs<{ Products: Product[] }>(request, user, 'GET', `/api/Product/AllProducts?accountNumber=${user.stores[0].JtiAccountId}`);
  product = Products.find((p) => !p.OutOfStock && p.MinimumOrder <= 10)!;
  writeFileSync(video, barcodeVideo(product.PackBarCode));
});

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
  permissions: ['camera'],
});

test('the camera reads a pack’s barcode and adds one step of it, once while it stays in the picture', async ({ page }) => {
  type Cart = { BackEndCartDetails: { SKU: string; Quantity: number }[] };
  let account = '';
  const inCart = async () => (await callApi<Cart>(page, 'GET', `/api/BackEndCart?accountNumber=${account}`)).BackEndCartDetails.find((l) => l.SKU === product.SKU)?.Quantity ?? 0;
  // The frames the reader takes: the ponyfill draws the video on a canvas to read it, each time with the page's time.
  await page.addInitScript(() => {
    const reads: number[] = ((window as unknown as { cameraReads: number[] }).cameraReads = []);
    for (const context of [CanvasRenderingContext2D, globalThis.OffscreenCanvasRenderingContext2D].filter(Boolean)) {
      const draw = context.prototype.drawImage as (...args: unknown[]) => void;
      context.prototype.drawImage = function (this: unknown, ...args: unknown[]) {
        if (args[0] instanceof HTMLVideoElement) reads.push(Date.now());
        return draw.apply(this, args);
      } as typeof context.prototype.drawImage;
    }
  });
  ({ stores: [{ JtiAccountId: account }] } = await login(page, 'single@demo.test', { at: '/quick-order' }));
  const before = await inCart();
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByText(/Hold a pack’s or an outer’s barcode in the picture/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(new RegExp(`^Added \\d+ outers? of ${product.Product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeVisible({ timeout: 20_000 });
  const expected = before === 0 ? product.MinimumOrder : before + product.MinimumOrderIncremental;
  await expect.poll(inCart, { timeout: 10_000 }).toBe(expected);
  const badge = await page.getByTestId('cart-count').textContent();
  // Held in the picture and read again for longer than a pack taken away and shown again counts (1.5 s):
  // three frames read after that, the last starting once the one before it was handled. Not added again.
  const since = await page.evaluate(() => Date.now());
  await expect
    .poll(() => page.evaluate((t) => (window as unknown as { cameraReads: number[] }).cameraReads.filter((read) => read > t + 1_500).length, since), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('cart-count')).toHaveText(badge!);
  expect(await inCart()).toBe(expected);
  await page.getByRole('button', { name: 'Stop the camera' }).click();
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
});
