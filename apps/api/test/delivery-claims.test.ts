/**
 * Claiming on a delivery (ADR 0055): photos re-encoded without their metadata and served to the store's
 * own users only, one claim a delivery within 48 hours, refusals that write nothing, and small shortages
 * accepted at once with a credit note.
 */
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { claimMessages, CLAIM_PHOTO_MAX_BYTES } from '@trade-portal/domain';
import { schema } from '../src/db/open';
import { pdfText } from './pdfText';
import { auth, BACK_OFFICE_TEST_TOKEN, MULTI, RESTRICTED, setupApi, SINGLE } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');

interface Order { OrderNumber: string; Status: number; DeliveryStatus?: string; DeliveredAt?: string; DeliveryClaim?: unknown; OrderDetails: { SKU: string; Quantity: number; PriceOuter: number }[] }
interface Line { SKU: string; Invoiced: number }
interface Claim { ClaimNumber: string; Status: string; NetAmount: number; Lines: { SKU: string; Reason: string; Outers: number; NetAmount: number; PhotoIds: string[]; ReceivedInstead: { Code: string; SKU: string | null; Product: string | null } | null }[]; History: { Status: string }[]; CreditNote: { CreditNoteNumber: string; SubTotal: number; VatTotal: number; Total: number } | null }

const details = async (account: string, order: string, token: string) =>
  (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/OrderHistoryDetails?accountNumber=${account}&orderNumber=${order}`, headers: auth(token) })).json() as Order;
const history = async (account: string, token: string) =>
  (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/FilteredByTimeSpanOrderHistory?accountNumber=${account}&timeSpan=365`, headers: auth(token) })).json().OrderHistory as Order[];
const checkIn = async (account: string, order: string, token: string) =>
  (await h.app.inject({ method: 'GET', url: `/api/Delivery/CheckIn?accountNumber=${account}&orderNumber=${order}`, headers: auth(token) })).json() as { Lines: Line[]; Claim: Claim | null };
const upload = (account: string, order: string, image: Buffer, type = 'image/jpeg', token = single) =>
  h.app.inject({ method: 'POST', url: `/api/Delivery/ClaimPhoto?accountNumber=${account}&orderNumber=${order}`, payload: image, headers: { ...auth(token), 'content-type': type } });
const claim = (account: string, payload: unknown, token = single, key?: string) =>
  h.app.inject({ method: 'POST', url: `/api/Delivery/Claim?accountNumber=${account}`, payload: payload as object, headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) } });
const decide = (payload: unknown, token = BACK_OFFICE_TEST_TOKEN) =>
  h.app.inject({ method: 'POST', url: '/api/BackOffice/ClaimDecision', payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const photo = (account: string, id: string, token = single) =>
  h.app.inject({ method: 'GET', url: `/api/Delivery/ClaimPhoto?accountNumber=${account}&photoId=${id}`, headers: auth(token) });

interface Month { Month: string; SubTotal: number; Orders: number }
const insights = async () =>
  (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/Insights?accountNumber=${SINGLE}`, headers: auth(single) })).json() as { Stores: { Months: Month[] }[] };
// single@'s spend before any claim: the credit notes below are subtracted from it.
const monthsBefore = (await insights()).Stores[0]!.Months;

const delivered = (await history(SINGLE, single)).filter((o) => o.DeliveryStatus === 'Delivered');
// The seed delivers one order today (inside the window) and the older ones two days after they were placed.
const [today, earlier] = delivered as [Order, Order];
const lines = (await checkIn(SINGLE, today.OrderNumber, single)).Lines;
const multiToday = await details(MULTI[0], (await history(MULTI[0], multi)).find((o) => o.DeliveryStatus === 'Delivered')!.OrderNumber, multi);
const multiLines = (await checkIn(MULTI[0], multiToday.OrderNumber, multi)).Lines;

/** A phone's photo: 3,000 × 2,000 px of noise-free colour with EXIF (GPS included), as a camera writes it. */
const phonePhoto = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#b04020' } })
  .jpeg({ quality: 95 })
  .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 20/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '6/1 15/1 0/1' } })
  .toBuffer();

describe('POST /api/Delivery/ClaimPhoto', () => {
  it('keeps a JPEG re-encoded, at most 2,048 px, without EXIF or GPS, under a random name', async () => {
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    const res = await upload(SINGLE, today.OrderNumber, phonePhoto);
    expect(res.statusCode, res.body).toBe(201);
    const kept = res.json() as { PhotoId: string; ReceivedBytes: number; Bytes: number; Width: number; Height: number };
    expect(kept).toMatchObject({ ReceivedBytes: phonePhoto.length, Width: 2048, Height: 1365 });
    expect(kept.PhotoId).toMatch(/^[0-9a-f]{32}$/);
    expect(readdirSync(h.claimPhotoDir)).toContain(`${kept.PhotoId}.jpg`);
    const served = await photo(SINGLE, kept.PhotoId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.length).toBe(kept.Bytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2048);
  });

  it('takes PNG and WebP; refuses a text file, a HEIC photo (saying how to send it) and one over 10 MB, keeping nothing', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00f' } }).webp().toBuffer();
    expect((await upload(SINGLE, today.OrderNumber, png, 'image/png')).statusCode).toBe(201);
    expect((await upload(SINGLE, today.OrderNumber, webp, 'image/webp')).statusCode).toBe(201);
    const before = readdirSync(h.claimPhotoDir).length;
    const text = await upload(SINGLE, today.OrderNumber, Buffer.from('not a photo at all'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ Message: claimMessages.notAnImage });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const refused = await upload(SINGLE, today.OrderNumber, heic, 'image/heic');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Message: claimMessages.heic });
    const big = await upload(SINGLE, today.OrderNumber, Buffer.alloc(CLAIM_PHOTO_MAX_BYTES + 1), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ Message: claimMessages.photoTooBig });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } }).gif().toBuffer();
    expect((await upload(SINGLE, today.OrderNumber, gif, 'application/octet-stream')).statusCode).toBe(400);
    expect(readdirSync(h.claimPhotoDir)).toHaveLength(before);
  });

  it('takes an image body on this call only (415 elsewhere, before reading it)', async () => {
    const res = await h.app.inject({ method: 'POST', url: `/api/Delivery/CheckIn?accountNumber=${SINGLE}`, payload: phonePhoto, headers: { ...auth(single), 'content-type': 'image/jpeg' } });
    expect(res.statusCode).toBe(415);
  });

  it('another store’s order, photo or an unknown one answers 404 alike; tier 3 gets 403', async () => {
    const mine = (await upload(SINGLE, today.OrderNumber, phonePhoto)).json().PhotoId as string;
    const others = await upload(SINGLE, multiToday.OrderNumber, phonePhoto);
    const unknown = await upload(SINGLE, '99999999', phonePhoto);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    const theirs = await photo(MULTI[0], mine, multi);
    const none = await photo(MULTI[0], '0'.repeat(32), multi);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect((await photo(SINGLE, mine, multi)).statusCode).toBe(403);
    expect((await upload(RESTRICTED, today.OrderNumber, phonePhoto, 'image/jpeg', restricted)).statusCode).toBe(403);
  });

  it('is refused once the delivery’s 48 hours are over', async () => {
    const res = await upload(SINGLE, earlier.OrderNumber, phonePhoto);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: claimMessages.windowClosed });
  });
});

describe('POST /api/Delivery/Claim: refusals write nothing', () => {
  const [first, second] = lines as [Line, Line];
  const refusals: [string, () => unknown, number, string][] = [
    ['more outers than invoiced', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: first.SKU, Reason: 'Short', Outers: first.Invoiced + 1 }] }), 400, claimMessages.moreThanInvoiced(first.SKU, first.Invoiced)],
    ['more than invoiced over two reasons', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: first.SKU, Reason: 'Short', Outers: first.Invoiced }, { SKU: first.SKU, Reason: 'OutOfDate', Outers: 1 }] }), 400, claimMessages.moreThanInvoiced(first.SKU, first.Invoiced)],
    ['a line not on the order', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: 'NOPE-1', Reason: 'Short', Outers: 1 }] }), 400, claimMessages.notOnOrder('NOPE-1', today.OrderNumber)],
    ['damaged without a photo', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: second.SKU, Reason: 'Damaged', Outers: 1 }] }), 400, claimMessages.photoRequired(second.SKU)],
    ['a photo under another reason than damage', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: second.SKU, Reason: 'OutOfDate', Outers: 1, PhotoIds: ['f'.repeat(32)] }] }), 400, claimMessages.photoOnlyWhenDamaged(second.SKU)],
    ['a wrong product without what came', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: second.SKU, Reason: 'WrongProduct', Outers: 1 }] }), 400, claimMessages.whatCameRequired(second.SKU)],
    ['a photo that is not of this delivery', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: second.SKU, Reason: 'Damaged', Outers: 1, PhotoIds: ['f'.repeat(32)] }] }), 400, claimMessages.unknownPhoto],
    ['the same reason twice for a line', () => ({ OrderNumber: today.OrderNumber, Lines: [{ SKU: second.SKU, Reason: 'Short', Outers: 1 }, { SKU: second.SKU, Reason: 'Short', Outers: 1 }] }), 400, claimMessages.listedTwice(second.SKU)],
    ['after the window', () => ({ OrderNumber: earlier.OrderNumber, Lines: [{ SKU: first.SKU, Reason: 'Short', Outers: 1 }] }), 409, claimMessages.windowClosed],
  ];
  for (const [name, payload, status, message] of refusals) {
    it(name, async () => {
      const res = await claim(SINGLE, payload());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ Message: message });
      expect((await checkIn(SINGLE, today.OrderNumber, single)).Claim).toBeNull();
    });
  }

  it('an empty claim or a malformed one is a 400 from the contract', async () => {
    expect((await claim(SINGLE, { OrderNumber: today.OrderNumber, Lines: [] })).statusCode).toBe(400);
    expect((await claim(SINGLE, { OrderNumber: today.OrderNumber, Lines: [{ SKU: first.SKU, Reason: 'Stolen', Outers: 1 }] })).statusCode).toBe(400);
  });
});

let underReview: Claim | undefined;

describe('POST /api/Delivery/Claim', () => {
  it('a damaged and a wrong line wait for the manufacturer; sent once; the photos and what came are on it', async () => {
    const [first, second] = lines as [Line, Line];
    const photoId = (await upload(SINGLE, today.OrderNumber, phonePhoto)).json().PhotoId as string;
    const wrongCode = multiLines.find((l) => !lines.some((m) => m.SKU === l.SKU))?.SKU ?? '5000000000000';
    const body = {
      OrderNumber: today.OrderNumber,
      Lines: [
        { SKU: first.SKU, Reason: 'Damaged', Outers: 1, PhotoIds: [photoId] },
        { SKU: second.SKU, Reason: 'WrongProduct', Outers: 1, ReceivedInstead: wrongCode },
      ],
      Note: 'Box crushed at the corner.',
    };
    const res = await claim(SINGLE, body, single, 'claim-key-1');
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as Claim;
    expect(sent.Status).toBe('UnderReview');
    expect(sent.ClaimNumber).toMatch(/^CL\d{6}$/);
    expect(sent.CreditNote).toBeNull();
    expect(sent.History.map((e) => e.Status)).toEqual(['UnderReview']);
    expect(sent.Lines[0]).toMatchObject({ SKU: first.SKU, Reason: 'Damaged', PhotoIds: [photoId] });
    expect(sent.Lines[1]!.ReceivedInstead).toMatchObject({ Code: wrongCode });
    expect(sent.NetAmount).toBeCloseTo(sent.Lines[0]!.NetAmount + sent.Lines[1]!.NetAmount, 2);

    // The same key and body: the first answer. Another body under that key: 422. Another key: 409.
    expect((await claim(SINGLE, body, single, 'claim-key-1')).json()).toEqual(sent);
    const reused = await claim(SINGLE, { ...body, Note: 'other' }, single, 'claim-key-1');
    expect(reused.statusCode).toBe(422);
    const second_ = await claim(SINGLE, body, single, 'claim-key-2');
    expect(second_.statusCode).toBe(409);
    expect(second_.json()).toEqual({ Message: claimMessages.alreadyClaimed });
    expect((await checkIn(SINGLE, today.OrderNumber, single)).Claim).toEqual(sent);
    // No more photos once the claim is sent.
    expect((await upload(SINGLE, today.OrderNumber, phonePhoto)).statusCode).toBe(409);
    underReview = sent;
  });

  it('shortages of at most €50.00 are accepted at once, with a credit note of net, 23 % VAT and gross', async () => {
    // Outers of multi@'s delivery up to €50.00 net, from its cheapest line.
    const cheapest = [...multiToday.OrderDetails].sort((a, b) => a.PriceOuter - b.PriceOuter)[0]!;
    const outers = Math.max(1, Math.min(cheapest.Quantity, Math.floor(50 / cheapest.PriceOuter)));
    expect(outers * cheapest.PriceOuter).toBeLessThanOrEqual(50);
    const res = await claim(MULTI[0], { OrderNumber: multiToday.OrderNumber, Lines: [{ SKU: cheapest.SKU, Reason: 'Short', Outers: outers }] }, multi);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as Claim;
    expect(sent.NetAmount).toBeCloseTo(outers * cheapest.PriceOuter, 2);
    expect(sent.Status).toBe('Accepted');
    expect(sent.History.map((e) => e.Status)).toEqual(['UnderReview', 'Accepted']);
    expect(sent.CreditNote).toMatchObject({ SubTotal: sent.NetAmount });
    expect(sent.CreditNote!.CreditNoteNumber).toMatch(/^CN\d{6}$/);
    expect(sent.CreditNote!.VatTotal).toBe(Math.round(sent.NetAmount * 23) / 100);
    expect(sent.CreditNote!.Total).toBeCloseTo(sent.NetAmount + sent.CreditNote!.VatTotal, 2);
    // Every user of the store is emailed the decision.
    const mails = (await h.outbox()).filter((m) => m.subject === `Claim ${sent.ClaimNumber} on order ${multiToday.OrderNumber}: accepted`);
    expect(mails.map((m) => m.to)).toEqual(['multi@demo.test']);
    expect(mails[0]!.raw).toContain(sent.CreditNote!.CreditNoteNumber);
    expect(mails[0]!.link).toBe(`http://portal.test/check-in?order=${multiToday.OrderNumber}`);
    // The history and the order show the claim and its credit note (My Orders lists it under the order).
    const shown = { ClaimNumber: sent.ClaimNumber, Status: 'Accepted', CreditNoteNumber: sent.CreditNote!.CreditNoteNumber, CreditNoteTotal: sent.CreditNote!.Total };
    expect((await history(MULTI[0], multi)).find((o) => o.OrderNumber === multiToday.OrderNumber)!.DeliveryClaim).toEqual(shown);
    expect((await details(MULTI[0], multiToday.OrderNumber, multi)).DeliveryClaim).toEqual(shown);
  });

  it('shortages worth more than €50.00 wait for the manufacturer', async () => {
    // single@'s older delivery (its window closed, as the tests above found) moved to today's delivery time.
    const older = await details(SINGLE, earlier.OrderNumber, single);
    await h.database.db.update(schema.orders).set({ deliveredAt: new Date(today.DeliveredAt!) }).where(eq(schema.orders.orderNumber, older.OrderNumber));
    expect(older.OrderDetails.reduce((n, l) => n + l.Quantity * l.PriceOuter, 0)).toBeGreaterThan(50);
    const all = older.OrderDetails.map((l) => ({ SKU: l.SKU, Reason: 'Short', Outers: l.Quantity }));
    const res = await claim(SINGLE, { OrderNumber: older.OrderNumber, Lines: all });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ Status: 'UnderReview', CreditNote: null });
    expect((await details(SINGLE, older.OrderNumber, single)).DeliveryClaim).toEqual({ ClaimNumber: res.json().ClaimNumber, Status: 'UnderReview', CreditNoteNumber: null, CreditNoteTotal: null });
  });
});

describe('POST /api/BackOffice/ClaimDecision (the manufacturer)', () => {
  it('needs the back office’s credential: a store user’s token or none is a 401, and nothing is decided', async () => {
    const payload = { ClaimNumber: underReview!.ClaimNumber, Decision: 'Accepted', Reason: 'Photo shows the damage.' };
    expect((await h.app.inject({ method: 'POST', url: '/api/BackOffice/ClaimDecision', payload })).statusCode).toBe(401);
    expect((await decide(payload, single)).statusCode).toBe(401);
    expect((await decide(payload, `${BACK_OFFICE_TEST_TOKEN}x`)).statusCode).toBe(401);
    expect((await checkIn(SINGLE, today.OrderNumber, single)).Claim!.Status).toBe('UnderReview');
  });

  it('refuses an unknown claim (404), no reason (400)', async () => {
    const unknown = await decide({ ClaimNumber: 'CL999999', Decision: 'Rejected', Reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: claimMessages.unknownClaim });
    expect((await decide({ ClaimNumber: underReview!.ClaimNumber, Decision: 'Rejected', Reason: '   ' })).json()).toEqual({ Message: claimMessages.reasonRequired });
  });

  it('accepts once: a credit note, the reason in the history, an email to the store’s users; a second decision is a 409', async () => {
    const res = await decide({ ClaimNumber: underReview!.ClaimNumber.toLowerCase(), Decision: 'Accepted', Reason: 'Photo shows the damage.' });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json() as Claim;
    expect(decided.Status).toBe('Accepted');
    expect(decided.History.map((e) => e.Status)).toEqual(['UnderReview', 'Accepted']);
    expect(decided.CreditNote).toMatchObject({ SubTotal: underReview!.NetAmount });
    expect((await checkIn(SINGLE, today.OrderNumber, single)).Claim).toEqual(decided);
    const mails = (await h.outbox()).filter((m) => m.subject === `Claim ${decided.ClaimNumber} on order ${today.OrderNumber}: accepted`);
    expect(mails.map((m) => m.to)).toEqual(['single@demo.test']);
    expect(mails[0]!.raw).toContain('Photo shows the damage.');
    const again = await decide({ ClaimNumber: decided.ClaimNumber, Decision: 'Rejected', Reason: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: claimMessages.alreadyDecided(decided.ClaimNumber, 'Accepted') });
  });
});

describe('GET /api/Delivery/CreditNote', () => {
  it("prints an accepted claim's credit note with the invoices' generator: its number, the claim, the lines, net, VAT and gross", async () => {
    const claim = (await checkIn(SINGLE, today.OrderNumber, single)).Claim!;
    const number = claim.CreditNote!.CreditNoteNumber;
    const res = await h.app.inject({ method: 'GET', url: `/api/Delivery/CreditNote?accountNumber=${SINGLE}&creditNoteNumber=${number}`, headers: auth(single) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${number}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = pdfText(res.rawPayload);
    for (const part of [`Credit note ${number}`, `Credits claim ${claim.ClaimNumber} on order ${today.OrderNumber}`, claim.Lines[0]!.SKU, '(Damaged)', '(Wrong product)', 'VAT (23%)']) expect(text).toContain(part);
    expect(text).toContain(`Total: €${claim.CreditNote!.Total.toFixed(2)}`);
  });

  it("another store's credit note answers as an unknown one; tier 3 gets 403", async () => {
    const number = (await checkIn(SINGLE, today.OrderNumber, single)).Claim!.CreditNote!.CreditNoteNumber;
    const get = (account: string, cn: string, token: string) => h.app.inject({ method: 'GET', url: `/api/Delivery/CreditNote?accountNumber=${account}&creditNoteNumber=${cn}`, headers: auth(token) });
    const theirs = await get(MULTI[0], number, multi);
    const none = await get(MULTI[0], 'CN999999', multi);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect((await get(RESTRICTED, number, restricted)).statusCode).toBe(403);
  });
});

describe("Insights and the accountant's CSV, net of credit notes", () => {
  it("subtract a credit note in its month; the CSV lists it as a negative line with its number", async () => {
    const note = (await checkIn(SINGLE, today.OrderNumber, single)).Claim!.CreditNote!;
    const after = (await insights()).Stores[0]!.Months;
    const issued = after.at(-1)!;
    const before = monthsBefore.find((m) => m.Month === issued.Month)!;
    expect(issued.Orders).toBe(before.Orders);
    expect(issued.SubTotal).toBeCloseTo(before.SubTotal - note.SubTotal, 2);
    const csv = (await h.app.inject({ method: 'GET', url: `/api/OrderHistory/InsightsCsv?accountNumber=${SINGLE}`, headers: auth(single) })).body;
    const row = csv.split('\r\n').find((r) => r.includes(note.CreditNoteNumber));
    expect(row).toMatch(new RegExp(`^${SINGLE},.*,Credit note,${note.CreditNoteNumber},\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},Yes,0,-\\d+,-${note.SubTotal.toFixed(2)},-${note.VatTotal.toFixed(2)},-${note.Total.toFixed(2)}$`));
  });
});
