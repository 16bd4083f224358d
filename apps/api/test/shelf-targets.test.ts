/**
 * Shelf count to order (beyond the spec): each stock-card line's target shelf level, in packs,
 * stored on the server per account (GET /api/Product/StockCard/ShelfTargets, PUT …/ShelfTarget).
 */
import { describe, expect, it } from 'vitest';
import { auth, MULTI, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const send = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  h.app.inject({ method, url, headers: { ...auth(token), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) }, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });
const targets = async (token = single, account = SINGLE) => (await send(token, 'GET', `/api/Product/StockCard/ShelfTargets?accountNumber=${account}`)).json().ShelfTargets;
const put = (sku: string, TargetPacks: unknown, token = single, account = SINGLE) =>
  send(token, 'PUT', `/api/Product/StockCard/ShelfTarget?accountNumber=${account}&SKU=${encodeURIComponent(sku)}`, { TargetPacks });

const card: { SKU: string }[] = (await send(single, 'GET', `/api/Product/GetStockCard?accountNumber=${SINGLE}`)).json().Products;
const [first, second] = card;

describe('shelf targets', () => {
  it('none at first; a target set is listed in card order; null clears it', async () => {
    expect(await targets()).toEqual([]);
    expect((await put(second!.SKU, 120)).json()).toEqual({ SKU: second!.SKU, TargetPacks: 120 });
    expect((await put(first!.SKU, 40)).json()).toEqual({ SKU: first!.SKU, TargetPacks: 40 });
    expect(await targets()).toEqual([{ SKU: first!.SKU, TargetPacks: 40 }, { SKU: second!.SKU, TargetPacks: 120 }]);
    expect((await put(first!.SKU, 9999)).json().TargetPacks).toBe(9999);
    expect((await put(first!.SKU, null)).json()).toEqual({ SKU: first!.SKU, TargetPacks: null });
    expect(await targets()).toEqual([{ SKU: second!.SKU, TargetPacks: 120 }]);
  });

  it.each([[0], [10000], [1.5], ['12'], [-3], [true]])('refuses TargetPacks %j with a 400 and a Message, and keeps the target', async (value) => {
    const res = await put(second!.SKU, value);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().Message).toBe('string');
    expect(await targets()).toEqual([{ SKU: second!.SKU, TargetPacks: 120 }]);
  });

  it('refuses a body with more than TargetPacks, or none', async () => {
    expect((await send(single, 'PUT', `/api/Product/StockCard/ShelfTarget?accountNumber=${SINGLE}&SKU=${second!.SKU}`, { TargetPacks: 5, Count: 3 })).statusCode).toBe(400);
    expect((await send(single, 'PUT', `/api/Product/StockCard/ShelfTarget?accountNumber=${SINGLE}&SKU=${second!.SKU}`, {})).statusCode).toBe(400);
  });

  it('a product not on the card is a 404; removing a product from the card removes its target', async () => {
    const products: { SKU: string }[] = (await send(single, 'GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json().Products;
    const off = products.find((p) => !card.some((c) => c.SKU === p.SKU))!;
    const res = await put(off.SKU, 10);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(`Product ${off.SKU} is not on your stock card.`);
    expect((await send(single, 'DELETE', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${second!.SKU}`)).statusCode).toBe(200);
    expect(await targets()).toEqual([]);
    expect((await send(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${second!.SKU}`)).statusCode).toBe(200);
    expect(await targets()).toEqual([]);
  });

  it('a store without a stock card has no targets and may set none (403); another user’s store is refused', async () => {
    expect(await targets(multi, MULTI[2])).toEqual([]);
    const noCard = await put(first!.SKU, 10, multi, MULTI[2]);
    expect(noCard.statusCode).toBe(403);
    expect((await put(first!.SKU, 10, multi, SINGLE)).statusCode).toBe(403);
    expect((await send(multi, 'GET', `/api/Product/StockCard/ShelfTargets?accountNumber=${SINGLE}`)).statusCode).toBe(403);
  });

  it('targets are per account: the same product on two cards keeps two targets', async () => {
    const multiCard: { SKU: string }[] = (await send(multi, 'GET', `/api/Product/GetStockCard?accountNumber=${MULTI[0]}`)).json().Products;
    const shared = multiCard.find((p) => card.some((c) => c.SKU === p.SKU));
    const sku = shared?.SKU ?? multiCard[0]!.SKU;
    if (!shared) expect((await send(single, 'POST', `/api/Product/StockCard?accountNumber=${SINGLE}&SKU=${sku}`)).statusCode).toBe(200);
    expect((await put(sku, 30)).statusCode).toBe(200);
    expect((await put(sku, 70, multi, MULTI[0])).statusCode).toBe(200);
    expect((await targets()).find((t: { SKU: string }) => t.SKU === sku).TargetPacks).toBe(30);
    expect((await targets(multi, MULTI[0])).find((t: { SKU: string }) => t.SKU === sku).TargetPacks).toBe(70);
  });
});
