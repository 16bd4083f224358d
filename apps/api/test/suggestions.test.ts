import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');
const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string) => h.app.inject({ method, url, headers: auth(token) });

type Line = { SKU: string; Quantity: number };
type Suggestion = { SuggestionId: number; Source: string; AgreedDate: string; AdditionalInfo: string; BAName: string; SuggestedProducts: { StockReplenishedQuantity: number; ProductDetails: { SKU: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean } }[] };
const rows = await h.database.db.select().from(schema.products);
const orderable = rows.filter((r) => !r.isArchived && !r.outOfStock);
const outOfStock = rows.find((r) => !r.isArchived && r.outOfStock)!;
const onStep = (q: number, min: number, step: number) => q === 0 || (q >= min && (q - min) % step === 0);

/** A new open suggestion for `accountId`, agreed `daysAgo` days ago. */
async function suggest(accountId: string, lines: { sku: string; quantity: number }[], daysAgo = 0) {
  const [s] = await h.database.db
    .insert(schema.suggestions)
    .values({ accountId, source: 'BA', baName: 'Test Ambassador', agreedDate: new Date(Date.now() - daysAgo * 86_400_000), additionalInfo: 'Test.' })
    .returning();
  await h.database.db.insert(schema.suggestionLines).values(lines.map((l, position) => ({ suggestionId: s!.id, sku: l.sku, stockReplenishedQuantity: l.quantity, position })));
  return s!.id;
}
const statusOf = async (id: number) => (await h.database.db.select().from(schema.suggestions).where(eq(schema.suggestions.id, id)))[0]!.status;

describe('GET /api/Product/GetSuggestedProducts (§1, §3)', () => {
  it('gives single@demo.test the seeded BA suggestion', async () => {
    const res = await as(single, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${SINGLE}`);
    expect(res.statusCode).toBe(200);
    const s: Suggestion = res.json();
    expect(s).toMatchObject({ Source: 'BA', BAName: expect.any(String), AdditionalInfo: expect.any(String) });
    const agreed = Date.now() - Date.parse(s.AgreedDate);
    expect(agreed).toBeGreaterThan(86_400_000);
    expect(agreed).toBeLessThan(14 * 86_400_000);
    expect(s.SuggestedProducts.length).toBeGreaterThanOrEqual(4);
    expect(s.SuggestedProducts.length).toBeLessThanOrEqual(6);
    expect(s.SuggestedProducts.every((p) => !p.ProductDetails.OutOfStock)).toBe(true);
    expect(s.SuggestedProducts.some((p) => !onStep(p.StockReplenishedQuantity, p.ProductDetails.MinimumOrder, p.ProductDetails.MinimumOrderIncremental))).toBe(true);
  });

  it('gives the TM suggestion to one multi@demo.test store, and 204 to the others', async () => {
    const tm = await as(multi, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${MULTI[1]}`);
    expect(tm.statusCode).toBe(200);
    expect(tm.json()).toMatchObject({ Source: 'TM' });
    for (const account of [MULTI[0], MULTI[2]]) {
      const none = await as(multi, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${account}`);
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
    }
    expect((await as(restricted, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${RESTRICTED}`)).statusCode).toBe(204);
  });

  it('answers 403 for another user\'s store', async () => {
    const res = await as(single, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${MULTI[1]}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBeTruthy();
  });
});

describe('PATCH /api/BackEndCart/AddSuggestedOrderProducts (§1)', () => {
  it('creates the cart and adds each product rounded up to its step, once', async () => {
    const s: Suggestion = (await as(single, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${SINGLE}`)).json();
    expect((await as(single, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId).toBeNull();
    const res = await as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${SINGLE}&suggestionId=${s.SuggestionId}`);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.BackEndCartId).toBeGreaterThan(0);
    for (const { StockReplenishedQuantity: q, ProductDetails: p } of s.SuggestedProducts) {
      const line = (cart.BackEndCartDetails as Line[]).find((l) => l.SKU === p.SKU)!;
      expect(onStep(line.Quantity, p.MinimumOrder, p.MinimumOrderIncremental)).toBe(true);
      expect(line.Quantity).toBeGreaterThanOrEqual(q);
      expect(line.Quantity - q).toBeLessThan(p.MinimumOrderIncremental);
    }
    expect(await statusOf(s.SuggestionId)).toBe('added');
    expect((await as(single, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${SINGLE}`)).statusCode).toBe(204);

    // The retailer lowers one line; adding the suggestion again changes nothing.
    const first = s.SuggestedProducts[1]!.ProductDetails;
    await as(single, 'PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cart.BackEndCartId}&SKU=${first.SKU}&Quantity=0`);
    const again = await as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${SINGLE}&suggestionId=${s.SuggestionId}&beCartId=${cart.BackEndCartId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().BackEndCartDetails).toHaveLength(s.SuggestedProducts.length - 1);
    expect(again.json().TotalItems).toBe(cart.TotalItems - (cart.BackEndCartDetails as Line[]).find((l) => l.SKU === first.SKU)!.Quantity);
  });

  it('keeps a line that already holds more, skips unavailable products and caps at 999', async () => {
    const cartId = (await as(single, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    await as(single, 'POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${cartId}`);
    const big = orderable.find((p) => p.minimumOrder === 5 && p.minimumOrderIncremental === 5)!; // largest valid: 995
    const held = orderable.find((p) => p.minimumOrder === 1 && p.minimumOrderIncremental === 1)!;
    await as(single, 'PUT', `/api/BackEndCart?accountNumber=${SINGLE}&beCartId=${cartId}&SKU=${held.sku}&Quantity=9`);
    const id = await suggest(SINGLE, [{ sku: big.sku, quantity: 997 }, { sku: held.sku, quantity: 4 }, { sku: outOfStock.sku, quantity: 6 }]);
    const cart = (await as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${SINGLE}&suggestionId=${id}&beCartId=${cartId}`)).json();
    const lines = Object.fromEntries((cart.BackEndCartDetails as Line[]).map((l) => [l.SKU, l.Quantity]));
    expect(lines).toEqual({ [held.sku]: 9, [big.sku]: 995 });
    expect(cart.UnavailableDetails).toEqual([]);
  });

  it('adds once when called five times at once', async () => {
    const cartId = (await as(single, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    await as(single, 'POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${cartId}`);
    const picks = orderable.filter((p) => p.minimumOrderIncremental > 1).slice(0, 4);
    const id = await suggest(SINGLE, picks.map((p) => ({ sku: p.sku, quantity: p.minimumOrder + 1 })));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${SINGLE}&suggestionId=${id}&beCartId=${cartId}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const expected = picks.reduce((sum, p) => sum + p.minimumOrder + p.minimumOrderIncremental, 0);
    for (const r of results) expect(r.json().TotalItems).toBe(expected);
    const stored = await h.database.db.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cartId));
    expect(stored).toHaveLength(4);
    expect(await statusOf(id)).toBe('added');
  });

  it('answers 404 for another account\'s suggestion or cart, 403 at TierAccessLevel 3', async () => {
    const tm: Suggestion = (await as(multi, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${MULTI[1]}`)).json();
    const theirs = await as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${SINGLE}&suggestionId=${tm.SuggestionId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ Message: 'This suggestion was not found. Please refresh the page.' });
    expect(await statusOf(tm.SuggestionId)).toBe('open');
    const otherStore = await as(multi, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${MULTI[0]}&suggestionId=${tm.SuggestionId}`);
    expect(otherStore.statusCode).toBe(404);
    const singleCart = (await as(single, 'GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json().BackEndCartId;
    const wrongCart = await as(multi, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${MULTI[1]}&suggestionId=${tm.SuggestionId}&beCartId=${singleCart}`);
    expect(wrongCart.statusCode).toBe(404);
    expect(await statusOf(tm.SuggestionId)).toBe('open');
    expect((await as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${MULTI[1]}&suggestionId=${tm.SuggestionId}`)).statusCode).toBe(403);

    const id = await suggest(RESTRICTED, [{ sku: orderable[0]!.sku, quantity: 3 }]);
    const res = await as(restricted, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${RESTRICTED}&suggestionId=${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBeTruthy();
    expect(await statusOf(id)).toBe('open');
  });

  it('refuses a malformed suggestion id with 400', async () => {
    for (const q of ['suggestionId=abc', 'suggestionId=0', '']) {
      const res = await as(single, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${SINGLE}&${q}`);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/Product/DismissSuggestedProducts (§1 territory-manager flow)', () => {
  it('declines the suggestion without touching the cart, and offers the next open one', async () => {
    const older = await suggest(MULTI[1], [{ sku: orderable[3]!.sku, quantity: 2 }], 20);
    const tm: Suggestion = (await as(multi, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${MULTI[1]}`)).json();
    expect(tm.Source).toBe('TM');
    const cartBefore = (await as(multi, 'GET', `/api/BackEndCart?accountNumber=${MULTI[1]}`)).json();
    const res = await as(multi, 'POST', `/api/Product/DismissSuggestedProducts?accountNumber=${MULTI[1]}&suggestionId=${tm.SuggestionId}`);
    expect(res.statusCode).toBe(204);
    expect(await statusOf(tm.SuggestionId)).toBe('dismissed');
    expect((await as(multi, 'GET', `/api/BackEndCart?accountNumber=${MULTI[1]}`)).json()).toEqual(cartBefore);
    expect((await as(multi, 'GET', `/api/Product/GetSuggestedProducts?accountNumber=${MULTI[1]}`)).json().SuggestionId).toBe(older);
    expect((await as(multi, 'POST', `/api/Product/DismissSuggestedProducts?accountNumber=${MULTI[1]}&suggestionId=${tm.SuggestionId}`)).statusCode).toBe(204);
    // Adding a dismissed suggestion adds nothing.
    const added = await as(multi, 'PATCH', `/api/BackEndCart/AddSuggestedOrderProducts?accountNumber=${MULTI[1]}&suggestionId=${tm.SuggestionId}`);
    expect(added.statusCode).toBe(200);
    expect(added.json().BackEndCartDetails).toEqual(cartBefore.BackEndCartDetails);
  });

  it('answers 404 for another account\'s suggestion', async () => {
    const id = await suggest(MULTI[0], [{ sku: orderable[0]!.sku, quantity: 2 }]);
    const res = await as(single, 'POST', `/api/Product/DismissSuggestedProducts?accountNumber=${SINGLE}&suggestionId=${id}`);
    expect(res.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('open');
  });
});
