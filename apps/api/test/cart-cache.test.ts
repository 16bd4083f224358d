import { describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { CartCache, type StoredCart } from '../src/services/cartCache';
import { LineWrites } from '../src/services/lineWrites';
import { auth, MULTI, RESTRICTED, setupApi, SINGLE } from './helpers';

const cart = (quantity: number): StoredCart => ({ id: 1, pendingOrderNumber: null, lines: [{ id: 1, sku: 'RMC1001', quantity }] });
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('CartCache: the in-memory carts of the embedded database', () => {
  it('runs the changes to one account one at a time, in order, whatever their outcome', async () => {
    const cache = new CartCache();
    const seen: string[] = [];
    const first = deferred<void>();
    const a = cache.exclusive('A', async () => {
      await first.promise;
      seen.push('a');
      throw new Error('refused');
    });
    const b = cache.exclusive('A', async () => void seen.push('b'));
    const other = cache.exclusive('B', async () => void seen.push('other account'));
    await other;
    expect(seen).toEqual(['other account']);
    first.resolve();
    await expect(a).rejects.toThrow('refused');
    await b;
    expect(seen).toEqual(['other account', 'a', 'b']);
  });

  it('loads a missing cart only after the change in progress, so it never keeps the cart from before it', async () => {
    const cache = new CartCache();
    let stored = cart(2);
    const writing = deferred<void>();
    const change = cache.exclusive('A', async () => {
      await writing.promise;
      stored = cart(6);
      cache.forget('A');
    });
    const read = cache.read('A', async () => stored);
    writing.resolve();
    await change;
    expect((await read).lines[0]!.quantity).toBe(6);
    expect(cache.peek('A')?.lines[0]!.quantity).toBe(6);
  });

  it('runs line writes of one account side by side, one at a time per SKU, and never beside an exclusive change', async () => {
    const cache = new CartCache();
    const seen: string[] = [];
    const gate = { change: deferred<void>(), x1: deferred<void>(), y: deferred<void>(), after: deferred<void>() };
    const step = (name: string, wait: Promise<void>) => async () => {
      seen.push(`${name} starts`);
      await wait;
      seen.push(`${name} ends`);
    };
    const change = cache.exclusive('A', step('change', gate.change.promise));
    const x1 = cache.lineWrite('A', 'X', step('x1', gate.x1.promise));
    const x2 = cache.lineWrite('A', 'X', step('x2', Promise.resolve()));
    const y = cache.lineWrite('A', 'Y', step('y', gate.y.promise));
    const clear = cache.exclusive('A', step('clear', Promise.resolve()));
    const late = cache.lineWrite('A', 'Y', step('late', gate.after.promise));
    await new Promise((next) => setImmediate(next));
    // Nothing starts beside the exclusive change in progress.
    expect(seen).toEqual(['change starts']);
    gate.change.resolve();
    await change;
    await new Promise((next) => setImmediate(next));
    // Then the two SKUs' first writes together; the second write of X waits for the first.
    expect(seen).toEqual(['change starts', 'change ends', 'x1 starts', 'y starts']);
    gate.y.resolve();
    await y;
    gate.x1.resolve();
    await Promise.all([x1, x2]);
    await clear;
    await new Promise((next) => setImmediate(next));
    // The clear came after those three writes and before the one that came after it.
    expect(seen.slice(4)).toEqual(['y ends', 'x1 ends', 'x2 starts', 'x2 ends', 'clear starts', 'clear ends', 'late starts']);
    gate.after.resolve();
    await late;
  });

  it('lets a failed line write fail alone, and its SKU\'s next write still run', async () => {
    const cache = new CartCache();
    const failed = cache.lineWrite('A', 'X', async () => {
      throw new Error('refused');
    });
    const next = cache.lineWrite('A', 'X', async () => 'stored');
    const change = cache.exclusive('A', async () => 'cleared');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('stored');
    await expect(change).resolves.toBe('cleared');
  });

  it('starts afresh rather than grow past its bound', () => {
    const cache = new CartCache(2);
    cache.keep('A', cart(1));
    cache.keep('B', cart(1));
    cache.keep('C', cart(1));
    expect(cache.peek('A')).toBeUndefined();
    expect(cache.peek('C')).toBeDefined();
  });
});

const h = await setupApi();
const token = await h.login('multi@demo.test');
type Cart = { BackEndCartId: number; BackEndCartDetails: { SKU: string; Quantity: number }[]; TotalItems: number };
type Product = { SKU: string; MinimumOrder: number; MinimumOrderIncremental: number; OutOfStock: boolean };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, bearer = token) => {
  const res = await h.app.inject({ method, url, headers: auth(bearer) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Cart;
};
const account = MULTI[1];
const products = (await h.app.inject({ method: 'GET', url: `/api/Product/AllProducts?accountNumber=${account}`, headers: auth(token) })).json().Products as Product[];
const orderable = products.filter((p) => !p.OutOfStock);
const lines = orderable.slice(0, 3);
const stored = async (cartId: number) =>
  (await h.database.db.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cartId)).orderBy(asc(schema.cartLines.id))).map((l) => ({ SKU: l.sku, Quantity: l.quantity }));

describe('cart answers under concurrent changes (both databases)', () => {
  it('answers each change with the cart including it, and every later read with what the database holds', async () => {
    const created = await call('POST', `/api/BackEndCart?accountNumber=${account}&SKU=${lines[0]!.SKU}&Quantity=${lines[0]!.MinimumOrder}`);
    const id = created.BackEndCartId;
    const put = (sku: string, quantity: number) => call('PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${id}&SKU=${sku}&Quantity=${quantity}`);
    const read = () => call('GET', `/api/BackEndCart?accountNumber=${account}`);
    // Twenty products changed at once, each once, with reads in between: each answer shows its own change.
    const distinct = orderable.slice(3, 23).map((p, i) => ({ sku: p.SKU, quantity: i % 4 === 3 ? 0 : p.MinimumOrder + (i % 3) * p.MinimumOrderIncremental }));
    const answers = await Promise.all(distinct.flatMap((c) => [put(c.sku, c.quantity).then((cart) => ({ c, cart })), read().then(() => undefined)]));
    for (const a of answers) {
      if (a) expect(a.cart.BackEndCartDetails.find((l) => l.SKU === a.c.sku)?.Quantity ?? 0).toBe(a.c.quantity);
    }
    // Then the same three lines changed over and over at once: whatever order they land in, reads match the database.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const p = lines[i % lines.length]!;
        return Promise.all([put(p.SKU, i % 3 === 2 ? 0 : p.MinimumOrder + (i % 4) * p.MinimumOrderIncremental), read()]);
      }),
    );
    const after = await read();
    expect(after.BackEndCartDetails.map((l) => ({ SKU: l.SKU, Quantity: l.Quantity }))).toEqual(await stored(id));
  });

  it('keeps every read equal to the database when line writes race a Clear, a checkout and a line taken out', async () => {
    const id = (await call('GET', `/api/BackEndCart?accountNumber=${account}`)).BackEndCartId ?? (await call('POST', `/api/BackEndCart?accountNumber=${account}&SKU=${lines[0]!.SKU}&Quantity=${lines[0]!.MinimumOrder}`)).BackEndCartId;
    const send = (method: 'PUT' | 'POST', url: string) => h.app.inject({ method, url, headers: auth(token) });
    const put = (p: Product, quantity: number) => send('PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${id}&SKU=${p.SKU}&Quantity=${quantity}`);
    const many = orderable.slice(60, 68);
    for (let round = 0; round < 3; round += 1) {
      const racing = [
        ...many.map((p, i) => put(p, p.MinimumOrder + ((i + round) % 3) * p.MinimumOrderIncremental)),
        round === 0 ? send('POST', `/api/BackEndCart/Clear?accountNumber=${account}&beCartId=${id}`) : round === 1 ? send('POST', `/api/Order/Submit?accountNumber=${account}`) : put(many[0]!, 0),
        ...many.map((p) => put(p, p.MinimumOrder)),
        put(many[1]!, 0),
      ];
      for (const res of await Promise.all(racing)) expect(res.statusCode, res.body).toBeLessThan(500);
      const read = await call('GET', `/api/BackEndCart?accountNumber=${account}`);
      expect(read.BackEndCartDetails.map((l) => ({ SKU: l.SKU, Quantity: l.Quantity }))).toEqual(await stored(id));
      // Which of the racing writes came before the whole-cart change is the event loop's to decide: whatever
      // it decided, the copy answers what the database holds, and a line write after it lands on top.
      const after = await call('PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${id}&SKU=${many[7]!.SKU}&Quantity=${many[7]!.MinimumOrder + many[7]!.MinimumOrderIncremental}`);
      expect(after.BackEndCartDetails.map((l) => ({ SKU: l.SKU, Quantity: l.Quantity }))).toEqual(await stored(id));
    }
  });

  it.runIf(h.database.driver === 'pglite')('writes several lines of one cart, changed together, in one statement', async () => {
    const id = (await call('GET', `/api/BackEndCart?accountNumber=${account}`)).BackEndCartId;
    const four = orderable.slice(70, 74);
    const statements = vi.spyOn(h.database.db, 'execute');
    try {
      const answers = await Promise.all(four.map((p) => call('PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${id}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`)));
      expect(statements).toHaveBeenCalledTimes(1);
      answers.forEach((cart, i) => expect(cart.BackEndCartDetails.find((l) => l.SKU === four[i]!.SKU)?.Quantity).toBe(four[i]!.MinimumOrder));
    } finally {
      statements.mockRestore();
    }
  });

  it('shows the emptied cart right after checkout, and after Clear', async () => {
    const before = await call('GET', `/api/BackEndCart?accountNumber=${account}`);
    const p = lines[1]!;
    await call('PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${before.BackEndCartId}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`);
    expect((await call('GET', `/api/BackEndCart?accountNumber=${account}`)).TotalItems).toBeGreaterThan(0);
    const submitted = await h.app.inject({ method: 'POST', url: `/api/Order/Submit?accountNumber=${account}`, headers: auth(token), payload: { BackEndCartId: before.BackEndCartId } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await call('GET', `/api/BackEndCart?accountNumber=${account}`)).toMatchObject({ BackEndCartDetails: [], TotalItems: 0 });
    await call('PUT', `/api/BackEndCart?accountNumber=${account}&beCartId=${before.BackEndCartId}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`);
    await call('POST', `/api/BackEndCart/Clear?accountNumber=${account}&beCartId=${before.BackEndCartId}`);
    expect(await call('GET', `/api/BackEndCart?accountNumber=${account}`)).toMatchObject({ BackEndCartDetails: [], TotalItems: 0 });
  });

  it('refuses another store\'s cart id with 404 and changes nothing, even once that store\'s cart is in memory', async () => {
    const mine = await call('GET', `/api/BackEndCart?accountNumber=${account}`);
    const p = lines[2]!;
    const elsewhere = await call('POST', `/api/BackEndCart?accountNumber=${MULTI[2]}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`);
    const res = await h.app.inject({ method: 'PUT', url: `/api/BackEndCart?accountNumber=${account}&beCartId=${elsewhere.BackEndCartId}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`, headers: auth(token) });
    expect(res.statusCode).toBe(404);
    expect(await stored(elsewhere.BackEndCartId)).toEqual([{ SKU: p.SKU, Quantity: p.MinimumOrder }]);
    expect(await call('GET', `/api/BackEndCart?accountNumber=${account}`)).toEqual(mine);
  });

  it('still refuses cart changes for a TierAccessLevel 3 store, from the tier read with the token', async () => {
    const restricted = await h.login('restricted@demo.test');
    const p = lines[0]!;
    const res = await h.app.inject({ method: 'POST', url: `/api/BackEndCart?accountNumber=${RESTRICTED}&SKU=${p.SKU}&Quantity=${p.MinimumOrder}`, headers: auth(restricted) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: 'This store cannot place orders online. Please contact your BA.' });
  });
});

describe('LineWrites: cart line writes of several requests in one statement (group commit, ADR 0039)', () => {
  // Carts written here behind the server's back: of stores this file never reads through the server.
  const cartOf = async (accountId: string) => {
    await h.database.db.insert(schema.carts).values({ accountId }).onConflictDoNothing();
    const [cart] = await h.database.db.select().from(schema.carts).where(eq(schema.carts.accountId, accountId));
    await h.database.db.insert(schema.cartLines).values({ cartId: cart!.id, sku: orderable[40]!.SKU, quantity: orderable[40]!.MinimumOrder }).onConflictDoNothing();
    return cart!.id;
  };

  it('stores the writes that arrive together with one upsert and answers each with its own line id', async () => {
    const carts = [await cartOf(SINGLE), await cartOf(RESTRICTED)];
    const writes = new LineWrites(h.database.db);
    const statements = vi.spyOn(h.database.db, 'execute');
    try {
      const wanted = [
        { cartId: carts[0]!, sku: orderable[41]!.SKU, quantity: orderable[41]!.MinimumOrder },
        { cartId: carts[1]!, sku: orderable[42]!.SKU, quantity: orderable[42]!.MinimumOrder },
        { cartId: carts[1]!, sku: orderable[40]!.SKU, quantity: 0 },
      ];
      const ids = await Promise.all(wanted.map((w) => writes.write(w)));
      // One upsert for the two kept lines, one delete for the line taken out.
      expect(statements).toHaveBeenCalledTimes(2);
      const rows = await h.database.db.select().from(schema.cartLines);
      expect(ids[0]).toBe(rows.find((r) => r.cartId === carts[0] && r.sku === wanted[0]!.sku)?.id);
      expect(ids[1]).toBe(rows.find((r) => r.cartId === carts[1] && r.sku === wanted[1]!.sku)?.id);
      expect(ids[2]).toBeNull();
      expect(rows.some((r) => r.cartId === carts[1] && r.sku === orderable[40]!.SKU)).toBe(false);
    } finally {
      statements.mockRestore();
    }
  });

  it('fails only the write that cannot be stored, and lands two writes to one line in their order', async () => {
    const cartId = await cartOf(SINGLE);
    const writes = new LineWrites(h.database.db);
    const sku = orderable[43]!;
    const [first, missingCart, second] = await Promise.allSettled([
      writes.write({ cartId, sku: sku.SKU, quantity: sku.MinimumOrder }),
      writes.write({ cartId: 2_000_000_000, sku: sku.SKU, quantity: sku.MinimumOrder }),
      writes.write({ cartId, sku: sku.SKU, quantity: sku.MinimumOrder + sku.MinimumOrderIncremental }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(missingCart.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: first.status === 'fulfilled' ? first.value : -1 });
    expect((await stored(cartId)).find((l) => l.SKU === sku.SKU)?.Quantity).toBe(sku.MinimumOrder + sku.MinimumOrderIncremental);
  });

  it('answers concurrent quantity changes of several stores each with its own cart', async () => {
    const stores = [MULTI[0], MULTI[1], MULTI[2]];
    const first = orderable[49]!;
    const ids = await Promise.all(stores.map(async (s) => (await call('GET', `/api/BackEndCart?accountNumber=${s}`)).BackEndCartId ?? (await call('POST', `/api/BackEndCart?accountNumber=${s}&SKU=${first.SKU}&Quantity=${first.MinimumOrder}`)).BackEndCartId));
    const changes = Array.from({ length: 24 }, (_, i) => ({ store: i % 3, p: orderable[50 + (i % 8)]! })).map(({ store, p }, i) => ({ store, sku: p.SKU, quantity: p.MinimumOrder + (i % 3) * p.MinimumOrderIncremental }));
    const answers = await Promise.all(changes.map((c) => call('PUT', `/api/BackEndCart?accountNumber=${stores[c.store]}&beCartId=${ids[c.store]}&SKU=${c.sku}&Quantity=${c.quantity}`)));
    answers.forEach((cart, i) => {
      expect(cart.BackEndCartId).toBe(ids[changes[i]!.store]);
      expect(cart.BackEndCartDetails.find((l) => l.SKU === changes[i]!.sku)?.Quantity).toBe(changes[i]!.quantity);
    });
    for (const [s, store] of stores.entries()) {
      const read = await call('GET', `/api/BackEndCart?accountNumber=${store}`);
      expect(read.BackEndCartDetails.map((l) => ({ SKU: l.SKU, Quantity: l.Quantity }))).toEqual(await stored(ids[s]!));
    }
  });
});
