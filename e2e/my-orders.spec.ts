import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { readOutbox } from '../apps/api/test/outbox';
import { E2E_BACK_OFFICE_TOKEN } from './serverSettings';
import { callApi, login, tickEveryLine } from './helpers';

// §4 Orders filter "by store": filtering the history by another store lists that store's orders and
// reviews them in its name, but the store being ordered for (info bar, cart) does not change.
test('filtering My Orders by another store does not switch the store being ordered for', async ({ page }) => {
  await login(page, 'multi@demo.test', { at: '/my-orders' });
  // The info bar's store name sits beside its '(switch)' button.
  const currentStore = page.getByRole('button', { name: '(switch)' }).locator('..');
  const current = (await page.getByRole('button', { name: /Store/ }).textContent())!.trim();
  expect(current).not.toContain('Quayside Express Oranmore');

  await page.getByRole('button', { name: /Store/ }).click();
  await page.getByRole('option', { name: 'Quayside Express Oranmore' }).click();
  await expect(page.getByRole('button', { name: /Store/ })).toContainText('Quayside Express Oranmore');
  // The info bar still names the store the cart belongs to.
  await expect(currentStore).toContainText(current);
  await expect(currentStore).not.toContainText('Quayside Express Oranmore');

  // The other store's orders are listed and reviewed in its name.
  const firstOrder = page.locator('tr[data-order]').first().getByRole('link');
  await expect(firstOrder).toHaveAttribute('href', /store=/);
  const orderNumber = (await firstOrder.textContent())!.trim();
  await firstOrder.click();
  await expect(page.getByRole('heading', { name: 'Review order' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText('Order Number is invalid')).toHaveCount(0);
});

// ADR 0055: the order delivered today says so under its status, in My Orders and when reviewed.
test('the order delivered today says so under its status, in My Orders and on its review', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const row = page.locator('tr[data-order]').filter({ hasText: /Delivered today, \d{2}:\d{2}/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: (await row.getAttribute('data-order'))!, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review order' })).toBeVisible();
  await expect(page.getByText(/^Delivered today, \d{2}:\d{2}$/)).toBeVisible();
});

// ADR 0055: the delivery delivered today, checked in from My Orders by wedge scanner (typed codes and
// Enter), one line short and an outer not on the order; sent once, and shown checked in afterwards.
test('a delivery checked in from My Orders: scanned, one line short, one outer not on the order, sent once', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/my-orders' });
  const row = page.locator('tr[data-order]').filter({ hasText: /Delivered today/ });
  const orderNumber = (await row.getAttribute('data-order'))!;
  const delivery = page.waitForResponse((r) => r.url().includes('/api/Delivery/CheckIn') && r.request().method() === 'GET');
  await row.getByRole('link', { name: `Check in order ${orderNumber}` }).click();
  const { Lines } = (await (await delivery).json()) as { Lines: { SKU: string; Invoiced: number; PackBarCode: string; OuterBarCode: string | null }[] };
  await expect(page.getByRole('heading', { name: `Check in order ${orderNumber}` })).toBeVisible();

  const scan = page.getByRole('textbox', { name: 'Scan to check in' });
  const [first, ...rest] = Lines;
  // The first line one outer short; every other line scanned in full, by its outer's barcode or its pack's.
  for (let i = 0; i < first!.Invoiced - 1; i++) await scan.fill(first!.PackBarCode).then(() => scan.press('Enter'));
  for (const line of rest) for (let i = 0; i < line.Invoiced; i++) await scan.fill(line.OuterBarCode ?? line.PackBarCode).then(() => scan.press('Enter'));
  // A product that was not on the order: its SKU typed.
  await scan.fill('NOT-ON-ORDER-1');
  await scan.press('Enter');
  await expect(page.getByText('NOT-ON-ORDER-1 is not on this order: counted apart, 1 outer.')).toBeVisible();
  await expect(page.locator(`li[data-sku="${first!.SKU}"]`)).toHaveAttribute('data-count', 'short');
  await expect(page.getByRole('status').filter({ hasText: 'lines complete' })).toHaveText(`${Lines.length - 1} of ${Lines.length} lines complete, 1 not as invoiced, 1 not on the order.`);

  await page.getByRole('button', { name: 'Finish counting' }).click();
  const sent = page.waitForResponse((r) => r.url().includes('/api/Delivery/CheckIn') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send check-in' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Thank you: the delivery is recorded against the invoice.')).toBeVisible();

  // Opened again: checked in, read only.
  await page.reload();
  await expect(page.getByText('This delivery was checked in; the counts are below.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish counting' })).toHaveCount(0);
});

// ADR 0055: Home asks 'Delivery arrived?' on the delivery day, until the delivery is checked in.
test('Home asks "Delivery arrived?" on the delivery day, and no longer once it is checked in', async ({ page }) => {
  await login(page, 'single@demo.test', { at: '/' });
  const prompt = page.getByRole('region', { name: 'Delivery arrived?' });
  const link = prompt.getByRole('link', { name: /^Check in order \d+$/ });
  await expect(link).toBeVisible();
  await link.click();
  await tickEveryLine(page);
  await page.getByRole('button', { name: 'Finish counting' }).click();
  await page.getByRole('button', { name: 'Send check-in' }).click();
  await expect(page.getByText('Thank you: the delivery is recorded against the invoice.')).toBeVisible();
  await page.getByRole('link', { name: 'Trade Portal' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop Now' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // ADR 0055: a claim under review, decided by the manufacturer's back office: the store's user is emailed,
  // and the check-in shows the decision and the credit note, which downloads as a PDF.
  test('a claim decided by the back office: the email, then the claim and its credit note on the check-in', async ({ page }) => {
    await login(page, 'single@demo.test', { at: '/my-orders' });
    const row = page.locator('tr[data-order]').filter({ hasText: /Delivered today/ });
    const orderNumber = (await row.getAttribute('data-order'))!;
    const account = (await page.evaluate(() => localStorage.getItem('account_number')))!;
    const delivery = await callApi<{ Lines: { SKU: string; Product: string }[] }>(page, 'GET', `/api/Delivery/CheckIn?accountNumber=${account}&orderNumber=${orderNumber}`);
    const line = delivery.Lines[0]!;
    const sent = await callApi<{ ClaimNumber: string; Status: string }>(page, 'POST', `/api/Delivery/Claim?accountNumber=${account}`, { OrderNumber: orderNumber, Lines: [{ SKU: line.SKU, Reason: 'OutOfDate', Outers: 1 }] });
    expect(sent.Status).toBe('UnderReview');

    const decided = await page.request.post('/api/BackOffice/ClaimDecision', {
      headers: { authorization: `Bearer ${E2E_BACK_OFFICE_TOKEN}` },
      data: { ClaimNumber: sent.ClaimNumber, Decision: 'Accepted', Reason: 'Best-before dates had passed.' },
    });
    expect(decided.status()).toBe(200);
    const creditNote = ((await decided.json()) as { CreditNote: { CreditNoteNumber: string } }).CreditNote.CreditNoteNumber;
    const { metadata, use } = test.info().project;
    const outboxDir = join((metadata as { dataDir: string }).dataDir, 'outbox');
    const subject = `Claim ${sent.ClaimNumber} on order ${orderNumber}: accepted`;
    await expect.poll(() => readOutbox(outboxDir, use.baseURL!).filter((m) => m.subject === subject).length, { timeout: 15_000 }).toBe(1);
    const mail = readOutbox(outboxDir, use.baseURL!).find((m) => m.subject === subject)!;
    expect(mail.raw).toContain('Best-before dates had passed.');

    // The email's link leads to the check-in, where the claim shows as decided.
    await page.goto(mail.link!);
    const claim = page.getByRole('region', { name: `Claim ${sent.ClaimNumber}` });
    await expect(claim.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(claim.getByText(`${line.Product}: Out of date, 1 outer`, { exact: false })).toBeVisible();
    await expect(claim.getByText(/: accepted\. Best-before dates had passed\.$/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), claim.getByRole('button', { name: `Download credit note ${creditNote}` }).click()]);
    expect(download.suggestedFilename()).toBe(`credit-note-${creditNote}.pdf`);
  });
});
