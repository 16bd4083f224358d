import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { callApi, login, storeLike, tickEveryLine } from './helpers';

// ADR 0055: after the check-in, the claim. On the tablet a shortage found by scanning is claimed as the
// check-in suggests it, accepted at once, and its credit note is in My Orders, Insights and the accountant's
// CSV; on the phone a damaged line is claimed with a photo (a HEIC one refused first) and waits for review.

interface Delivery { Lines: { SKU: string; Product: string; Invoiced: number; PackBarCode: string; OuterBarCode: string | null }[] }
interface Order { OrderDetails: { SKU: string; Quantity: number; PriceOuter: number }[] }

/** The order delivered today, opened for its check-in from My Orders; its lines and prices as the server gives them. */
async function openTodaysDelivery(page: Page) {
  await page.goto('/my-orders');
  const row = page.locator('tr[data-order]').filter({ hasText: /Delivered today/ });
  const orderNumber = (await row.getAttribute('data-order'))!;
  const account = (await page.evaluate(() => localStorage.getItem('account_number')))!;
  const delivery = await callApi<Delivery>(page, 'GET', `/api/Delivery/CheckIn?accountNumber=${account}&orderNumber=${orderNumber}`);
  const order = await callApi<Order>(page, 'GET', `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${orderNumber}`);
  await row.getByRole('link', { name: `Check in order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Check in order ${orderNumber}` })).toBeVisible();
  return { orderNumber, account, lines: delivery.Lines, prices: order.OrderDetails };
}

/** The net spend the Insights chart names: 'Net spend from … : €12,345.67 over …'. EUR. */
async function netSpend(page: Page): Promise<number> {
  await page.goto('/my-orders/insights');
  const chart = page.getByRole('img', { name: /^Net spend from / });
  const name = (await chart.getAttribute('aria-label')) ?? '';
  return Number(/: €([\d,.]+) over/.exec(name)![1]!.replace(/,/g, ''));
}

test.describe('on the tablet', () => {
  test.use({ viewport: { width: 1180, height: 820 } });

  test('a shortage found by scanning is claimed, accepted at once, and its credit note is in My Orders, Insights and the CSV', async ({ page }) => {
    await login(page, 'single@demo.test', { at: '/my-orders' });
    const before = await netSpend(page);
    const { orderNumber, lines, prices } = await openTodaysDelivery(page);
    // The cheapest line one outer short: worth at most €50.00 net, so accepted at once.
    const cheapest = [...prices].sort((a, b) => a.PriceOuter - b.PriceOuter)[0]!;
    expect(cheapest.PriceOuter).toBeLessThanOrEqual(50);
    const scan = page.getByRole('textbox', { name: 'Scan to check in' });
    for (const line of lines) {
      const outers = line.SKU === cheapest.SKU ? line.Invoiced - 1 : line.Invoiced;
      for (let i = 0; i < outers; i++) await scan.fill(line.OuterBarCode ?? line.PackBarCode).then(() => scan.press('Enter'));
    }
    await expect(page.locator(`li[data-sku="${cheapest.SKU}"]`)).toHaveAttribute('data-count', 'short');
    await page.getByRole('button', { name: 'Finish counting' }).click();
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await expect(page.getByText('Thank you: the delivery is recorded against the invoice.')).toBeVisible();

    // The claim opens with the short line as the check-in found it.
    await page.getByRole('button', { name: 'Claim what was wrong' }).click();
    const claim = page.getByRole('region', { name: `Claim for order ${orderNumber}` });
    const entry = claim.locator(`li[data-sku="${cheapest.SKU}"]`);
    await expect(entry).toHaveAttribute('data-reason', 'Short');
    await expect(entry.getByRole('textbox', { name: 'Outers' })).toHaveValue('1');
    await expect(claim.getByText(/^Claims close (today|tomorrow|\w{3} \d{1,2} \w{3}), \d{2}:\d{2}\./)).toBeVisible();
    await claim.getByRole('button', { name: 'Review claim' }).click();
    await expect(claim.getByRole('list', { name: 'Lines claimed' })).toContainText('Short (outers missing), 1 outer');
    const sent = page.waitForResponse((r) => r.url().includes('/api/Delivery/Claim?') && r.request().method() === 'POST');
    await claim.getByRole('button', { name: 'Send claim' }).click();
    const recorded = (await (await sent).json()) as { ClaimNumber: string; CreditNote: { CreditNoteNumber: string; SubTotal: number; Total: number } };
    const creditNote = recorded.CreditNote.CreditNoteNumber;
    await expect(claim.getByText(`Accepted at once: credit note ${creditNote} is issued.`)).toBeVisible();
    await expect(page.getByRole('region', { name: `Claim ${recorded.ClaimNumber}` }).getByText('Accepted', { exact: true })).toBeVisible();

    // My Orders: the claim and its credit note under the order, downloaded as a PDF.
    await page.goto('/my-orders');
    const row = page.locator(`tr[data-order="${orderNumber}"]`);
    await expect(row.getByText(`Claim ${recorded.ClaimNumber}: accepted`)).toBeVisible();
    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: new RegExp(`^Credit note ${creditNote}, −\u2060€[\\d,.]+ for order ${orderNumber}$`) }).click()]);
    expect(pdf.suggestedFilename()).toBe(`credit-note-${creditNote}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // Insights: the year's net spend less the credit note's net.
    expect(await netSpend(page)).toBeCloseTo(before - recorded.CreditNote.SubTotal, 2);
    // The accountant's CSV: the credit note as a negative line with its number.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download for my accountant' }).click()]);
    const credit = (await readFile((await csv.path())!, 'utf8')).split('\r\n').find((l) => l.includes(`,Credit note,${creditNote},`));
    expect(credit).toMatch(new RegExp(`,Credit note,${creditNote},\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},Yes,0,-1,-${recorded.CreditNote.SubTotal.toFixed(2)},-\\d+\\.\\d{2},-${recorded.CreditNote.Total.toFixed(2)}$`));
  });

  // The figure: a 30-line delivery (60 outers) checked in by a keyboard-wedge scanner (a code in the
  // field, then Enter, as the scanner ends each), then sent. The time is reported, not asserted.
  test('a 30-line delivery checked in by wedge scanner, every outer scanned, and sent', async ({ page }) => {
    const user = await login(page, 'single@demo.test', { at: '/my-orders' });
    const store = storeLike(user, '10010001');
    const made = await page.request.post('/e2e/deliveries', { data: { accountNumber: store.JtiAccountId, lines: 30 } });
    expect(made.status(), await made.text()).toBe(201);
    const { OrderNumber } = (await made.json()) as { OrderNumber: string };
    const delivery = page.waitForResponse((r) => r.url().includes('/api/Delivery/CheckIn') && r.request().method() === 'GET');
    await page.goto(`/check-in?order=${OrderNumber}`);
    const { Lines } = (await (await delivery).json()) as Delivery;
    expect(Lines).toHaveLength(30);
    const scan = page.getByRole('textbox', { name: 'Scan to check in' });
    await expect(scan).toBeVisible();
    const started = performance.now();
    for (const line of Lines) {
      for (let i = 0; i < line.Invoiced; i++) {
        await scan.fill(i % 2 === 0 ? (line.OuterBarCode ?? line.PackBarCode) : line.PackBarCode);
        await scan.press('Enter');
      }
    }
    await expect(page.getByRole('status').filter({ hasText: 'lines complete' })).toHaveText('30 of 30 lines complete.');
    await page.getByRole('button', { name: 'Finish counting' }).click();
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await expect(page.getByText('Thank you: the delivery is recorded against the invoice.')).toBeVisible();
    const outers = Lines.reduce((n, l) => n + l.Invoiced, 0);
    test.info().annotations.push({ type: 'check-in time', description: `${Lines.length} lines, ${outers} outers scanned and sent in ${Math.round(performance.now() - started)} ms` });
  });
});

test.describe('on the phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a damaged line is claimed with a photo (a HEIC one refused, saying how to send it) and waits for review', async ({ page }) => {
    await login(page, 'single@demo.test', { at: '/my-orders' });
    const { orderNumber, lines } = await openTodaysDelivery(page);
    await tickEveryLine(page);
    await page.getByRole('button', { name: 'Finish counting' }).click();
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await page.getByRole('button', { name: 'Claim what was wrong' }).click();
    const claim = page.getByRole('region', { name: `Claim for order ${orderNumber}` });
    await expect(claim.getByText('Nothing is claimed yet: add a line below.')).toBeVisible();

    // A line added from the order, turned to Damaged.
    const line = lines[0]!;
    await claim.getByRole('button', { name: /Add a line to the claim/ }).click();
    await page.getByRole('option', { name: `${line.Product} (${line.SKU})` }).click();
    const entry = claim.locator(`li[data-sku="${line.SKU}"]`);
    await entry.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await expect(entry).toHaveAttribute('data-reason', 'Damaged');
    // Without a photo the review says what is missing.
    await claim.getByRole('button', { name: 'Review claim' }).click();
    await expect(claim.getByText(`Add a photo of the damaged outers of ${line.SKU}.`)).toBeVisible();

    // A HEIC photo is refused before it is sent; a camera's JPEG is sent, re-encoded by the server.
    const chooser = entry.locator('input[type="file"][multiple]');
    await chooser.setInputFiles({ name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not read') });
    await expect(entry.getByText(/^HEIC photos cannot be read here/)).toBeVisible();
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a07d55' } }).jpeg({ quality: 92 }).toBuffer();
    const kept = page.waitForResponse((r) => r.url().includes('/api/Delivery/ClaimPhoto') && r.request().method() === 'POST');
    await chooser.setInputFiles({ name: 'crushed-outer.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    expect((await kept).status()).toBe(201);
    await expect(entry.getByText('Added', { exact: true })).toBeVisible();
    await entry.getByRole('button', { name: 'Remove photo IMG_2041.HEIC' }).click();
    await expect(claim.getByText(`Add a photo of the damaged outers of ${line.SKU}.`)).toHaveCount(0);

    await claim.getByRole('button', { name: 'Review claim' }).click();
    await expect(claim.getByRole('list', { name: 'Lines claimed' })).toContainText('Damaged, 1 outer, 1 photo');
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(claim.getByText('Under review: the manufacturer decides, and every user of the store gets an email when they do.')).toBeVisible();
    const status = page.getByRole('region', { name: /^Claim CL\d+$/ });
    await expect(status.getByText('Under review')).toBeVisible();
    // Opened again, the claim is read from the server: no second claim is offered.
    await page.reload();
    await expect(status.getByText('Under review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim what was wrong' })).toHaveCount(0);
  });
});
