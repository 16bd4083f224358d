import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const token = await h.login('single@demo.test');
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

type Product = { SKU: string; Product: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean; IsArchived: boolean; PriceOuter: number; Category: string };
const products: Product[] = (await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products;
const rows = await h.database.db.select().from(schema.products);
const stepped = products.find((p) => !p.OutOfStock && p.MinimumOrder > 1 && p.MinimumOrderIncremental > 1)!;
const simple = products.find((p) => !p.OutOfStock && p.MinimumOrder === 1 && p.MinimumOrderIncremental === 1)!;
const outOfStock = products.find((p) => p.OutOfStock)!;
const archived = rows.find((r) => r.isArchived)!;

describe('GET /api/Product/AllProducts (§3, §7)', () => {
  it('serves about 300 products across the six categories, archived ones left out', () => {
    expect(rows.length).toBe(300);
    expect(products.length).toBe(rows.filter((r) => !r.isArchived).length);
    expect(products.some((p) => p.SKU === archived.sku)).toBe(false);
    expect(new Set(products.map((p) => p.Category))).toEqual(new Set(['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP']));
    expect(products.filter((p) => p.OutOfStock).length).toBeGreaterThan(3);
  });

  it('answers a matching If-None-Match with 304 and changes the ETag when the catalogue does', async () => {
    const first = await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await h.database.db.update(schema.products).set({ priceOuterCents: 12345 }).where(eq(schema.products.sku, simple.SKU));
    await h.database.db.update(schema.catalogueVersion).set({ version: 2 });
    const changed = await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().Products.find((p: Product) => p.SKU === simple.SKU).PriceOuter).toBe(123.45);
  });

  it('sends the catalogue gzipped to clients that accept it, with its own ETag', async () => {
    const plain = await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`);
    const zipped = await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await get(`/api/Product/AllProducts?accountNumber=${SINGLE}`, { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('back-end cart (§4, §5)', () => {
  it('starts empty without a cart id', async () => {
    const res = await get(`/api/BackEndCart?accountNumber=${SINGLE}`);
    expect(res.json()).toMatchObject({ BackEndCartId: null, BackEndCartDetails: [], TotalItems: 0, OrderTotal: 0 });
  });

  it('creates the cart on the first line and keeps the minimum and increment', async () => {
    const below = await call('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${stepped.SKU}&Quantity=${stepped.MinimumOrder - 1}`);
    expect(below.statusCode).toBe(400);
    expect(below.json().Message).toBe(`${stepped.Product}: Minimum order is ${stepped.MinimumOrder} outers.`);
    const off = await call('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${stepped.SKU}&Quantity=${stepped.MinimumOrder + 1}`);
    expect(off.statusCode).toBe(400);
    expect(off.json().Message).toContain('steps of');
    const ok = await call('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${stepped.SKU}&Quantity=${stepped.MinimumOrder}`);
    expect(ok.statusCode).toBe(200);
    const cart = ok.json();
    expect(cart.BackEndCartId).toBeGreaterThan(0);
    expect(cart.BackEndCartDetails).toEqual([expect.objectContaining({ SKU: stepped.SKU, Quantity: stepped.MinimumOrder })]);
  });

  it('refuses out-of-stock, archived and unknown products and bad numbers', async () => {
    const cartId = (await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    const oos = await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${outOfStock.SKU}&Quantity=${outOfStock.MinimumOrder}`);
    expect(oos.statusCode).toBe(400);
    expect(oos.json().Message).toBe(`${outOfStock.Product} is out of stock.`);
    const arch = await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${archived.sku}&Quantity=1`);
    expect(arch.statusCode).toBe(400);
    const unknown = await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=NOPE&Quantity=1`);
    expect(unknown.json()).toEqual({ Message: 'Product NOPE is not available.' });
    for (const q of ['1000', '-1', 'abc', '2.5']) {
      const res = await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${simple.SKU}&Quantity=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/^Invalid request: querystring Quantity/);
    }
  });

  it('steps lines up and down by the product rule and totals with VAT', async () => {
    const cartId = (await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    let cart = (await call('POST', `/api/BackEndCart/IncreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${stepped.SKU}`)).json();
    expect(cart.BackEndCartDetails[0].Quantity).toBe(stepped.MinimumOrder + stepped.MinimumOrderIncremental);
    cart = (await call('POST', `/api/BackEndCart/DecreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${stepped.SKU}`)).json();
    expect(cart.BackEndCartDetails[0].Quantity).toBe(stepped.MinimumOrder);
    cart = (await call('POST', `/api/BackEndCart/IncreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${simple.SKU}`)).json();
    const lines = cart.BackEndCartDetails as { Quantity: number; PriceOuter: number; LineTotal: number }[];
    const sub = lines.reduce((s, l) => s + Math.round(l.PriceOuter * 100) * l.Quantity, 0);
    expect(cart.SubTotal).toBe(sub / 100);
    expect(cart.VatTotal).toBe(Math.round(sub * 0.23) / 100);
    expect(cart.OrderTotal).toBe((sub + Math.round(sub * 0.23)) / 100);
    expect(cart.TotalItems).toBe(lines.reduce((s, l) => s + l.Quantity, 0));
    cart = (await call('POST', `/api/BackEndCart/DecreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${simple.SKU}`)).json();
    expect(cart.BackEndCartDetails.some((l: { SKU: string }) => l.SKU === simple.SKU)).toBe(false);
  });

  it('sets several lines at once, all or nothing', async () => {
    const cartId = (await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    const bad = await call('PATCH', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`, { BackEndCartDetails: [{ SKU: simple.SKU, Quantity: 2 }, { SKU: outOfStock.SKU, Quantity: outOfStock.MinimumOrder }] });
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartDetails.some((l: { SKU: string }) => l.SKU === simple.SKU)).toBe(false);
    const ok = await call('PATCH', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`, { BackEndCartDetails: [{ SKU: simple.SKU, Quantity: 2 }] });
    expect(ok.json().BackEndCartDetails.find((l: { SKU: string }) => l.SKU === simple.SKU).Quantity).toBe(2);
    const extra = await call('PATCH', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`, { BackEndCartDetails: [], Extra: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('takes a whole cart of lines in one write: the last quantity of a SKU wins, 0 removes, 501 lines is a 400', async () => {
    const cartId = (await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    const orderable = products.filter((p) => !p.OutOfStock);
    const url = `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`;
    const all = orderable.map((p) => ({ SKU: p.SKU, Quantity: p.MinimumOrder }));
    const started = performance.now();
    const full = await call('PATCH', url, { BackEndCartDetails: all });
    console.log(`PATCH of ${all.length} cart lines: ${(performance.now() - started).toFixed(0)} ms (${h.database.driver})`);
    expect(full.statusCode).toBe(200);
    expect(full.json().BackEndCartDetails).toHaveLength(all.length);
    // The same SKU twice and a removal in one request: as if written one after the other.
    const [a, b] = orderable;
    const mixed = await call('PATCH', url, { BackEndCartDetails: [{ SKU: a!.SKU, Quantity: 0 }, { SKU: a!.SKU, Quantity: a!.MinimumOrder + a!.MinimumOrderIncremental }, { SKU: b!.SKU, Quantity: 0 }] });
    const lines = mixed.json().BackEndCartDetails as { SKU: string; Quantity: number }[];
    expect(lines.find((l) => l.SKU === a!.SKU)?.Quantity).toBe(a!.MinimumOrder + a!.MinimumOrderIncremental);
    expect(lines.some((l) => l.SKU === b!.SKU)).toBe(false);
    const tooMany = await call('PATCH', url, { BackEndCartDetails: Array.from({ length: 501 }, () => ({ SKU: a!.SKU, Quantity: 0 })) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Message).toMatch(/500/);
    await call('PATCH', url, { BackEndCartDetails: lines.map((l) => ({ SKU: l.SKU, Quantity: 0 })) });
  });

  it('will not touch another account\'s cart through its id', async () => {
    const other = await h.login('multi@demo.test');
    const made = await h.app.inject({ method: 'POST', url: `/api/BackEndCart?accountNumber=${MULTI[0]}&SKU=${simple.SKU}&Quantity=1`, headers: auth(other) });
    const otherCartId = made.json().BackEndCartId;
    const res = await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${otherCartId}&SKU=${simple.SKU}&Quantity=5`);
    expect(res.statusCode).toBe(404);
    const still = await h.app.inject({ method: 'GET', url: `/api/BackEndCart?accountNumber=${MULTI[0]}`, headers: auth(other) });
    expect(still.json().BackEndCartDetails[0].Quantity).toBe(1);
  });

  it('still lets a line be removed or stepped down after its product is archived', async () => {
    const cartId = (await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    const pair = products.filter((p) => !p.OutOfStock && p.MinimumOrder === 1 && p.MinimumOrderIncremental === 1).slice(1, 3);
    for (const p of pair) await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${p.SKU}&Quantity=2`);
    await h.database.db.update(schema.products).set({ isArchived: true }).where(inArray(schema.products.sku, pair.map((p) => p.SKU)));
    await h.database.db.update(schema.catalogueVersion).set({ version: 50 });
    expect((await call('POST', `/api/BackEndCart/IncreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${pair[0]!.SKU}`)).statusCode).toBe(400);
    const down = await call('POST', `/api/BackEndCart/DecreaseQuantity?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${pair[0]!.SKU}`);
    expect(down.statusCode).toBe(200);
    // An archived product's line is kept apart from the lines that count (§4 Cart loading).
    expect(down.json().BackEndCartDetails.some((l: { SKU: string }) => l.SKU === pair[0]!.SKU)).toBe(false);
    expect(down.json().UnavailableDetails.find((l: { SKU: string }) => l.SKU === pair[0]!.SKU)).toMatchObject({ Quantity: 1, Reason: 'Archived' });
    const removed = await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${pair[1]!.SKU}&Quantity=0`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().UnavailableDetails.some((l: { SKU: string }) => l.SKU === pair[1]!.SKU)).toBe(false);
    await call('PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${pair[0]!.SKU}&Quantity=0`);
    await h.database.db.update(schema.products).set({ isArchived: false }).where(inArray(schema.products.sku, pair.map((p) => p.SKU)));
    await h.database.db.update(schema.catalogueVersion).set({ version: 51 });
  });

  it('refuses cart changes and checkout for a store at TierAccessLevel 3 (§6)', async () => {
    const restricted = await h.login('restricted@demo.test');
    const as = (method: 'GET' | 'POST', url: string, payload?: object) => h.app.inject({ method, url, headers: auth(restricted), ...(payload ? { payload } : {}) });
    const add = await as('POST', `/api/BackEndCart?accountNumber=${RESTRICTED}&SKU=${simple.SKU}&Quantity=1`);
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ Message: 'This store cannot place orders online. Please contact your BA.' });
    expect((await as('POST', `/api/Order/Submit?accountNumber=${RESTRICTED}`, { BackEndCartId: 1 })).statusCode).toBe(403);
    expect((await as('GET', `/api/BackEndCart?accountNumber=${RESTRICTED}`)).json()).toMatchObject({ BackEndCartId: null, TotalItems: 0 });
  });

  it('clears and deletes the cart', async () => {
    const cartId = (await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    const cleared = await call('POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${cartId}`);
    expect(cleared.json()).toMatchObject({ BackEndCartId: cartId, BackEndCartDetails: [], OrderTotal: 0 });
    const deleted = await call('DELETE', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId).toBeNull();
    expect((await call('DELETE', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}`)).statusCode).toBe(404);
  });
});
