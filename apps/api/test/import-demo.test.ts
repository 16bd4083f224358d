/**
 * The import against the demo data (ADR 0047): the demo exported and imported into an empty
 * database gives the same products, stores, users and orders (the exporter and the importer agree, and the
 * example files of docs/import-formats.md are that export); imported again over itself it changes nothing;
 * and a changed price or a withdrawn product is updated in place, the carts and pending orders that hold it
 * handled as the portal handles any changed or archived product (§4 Cart loading, Pending order).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/db/open';
import { exportData, ImportRefused, importData, toCsv, type InputFile } from '../src/services/import';
import { repoRoot } from '../src/specification';
import { emptyDatabase } from './emptyDatabase';
import { auth, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const token = await h.login('single@demo.test');
const as = (method: 'GET' | 'POST', url: string, payload?: object) => h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

/** The export as the files `npm run export` writes. */
const asFiles = (data: Awaited<ReturnType<typeof exportData>>): InputFile[] =>
  (['products', 'stores', 'users', 'orders'] as const).flatMap((e) => (data[e] ? [{ name: `${e}.csv`, bytes: Buffer.from(toCsv(e, data[e])) }] : []));

describe('the demo, exported and imported', () => {
  it('into an empty database gives the same products, stores, users and orders', async () => {
    const demo = await exportData(h.database.db, { orders: true });
    expect(demo.products).toHaveLength(300);
    expect(demo.users.map((u) => u.Email)).toEqual(['single@demo.test', 'multi@demo.test', 'restricted@demo.test', 'survey@demo.test', 'firsttime@demo.test']);
    const empty = await emptyDatabase();
    try {
      const summary = await importData(empty.db, asFiles(demo));
      expect(summary.products.inserted).toBe(300);
      expect(summary.created).toHaveLength(5);
      expect(await exportData(empty.db, { orders: true })).toEqual(demo);
    } finally {
      await empty.close();
    }
  });

  it('is the example of docs/import-example, byte for byte (`npm run export -- docs/import-example` on a fresh demo)', async () => {
    const demo = await exportData(h.database.db);
    for (const entity of ['products', 'stores', 'users'] as const) {
      expect(readFileSync(join(repoRoot, 'docs/import-example', `${entity}.csv`), 'utf8'), `${entity}.csv`).toBe(toCsv(entity, demo[entity]));
    }
  });

  it('over itself changes nothing', async () => {
    const [before] = await h.database.db.select().from(schema.catalogueVersion);
    const summary = await importData(h.database.db, asFiles(await exportData(h.database.db, { orders: true })));
    for (const entity of ['products', 'stores', 'users', 'orders'] as const) expect(summary[entity]).toMatchObject({ inserted: 0, updated: 0 });
    expect(summary.created).toEqual([]);
    const [after] = await h.database.db.select().from(schema.catalogueVersion);
    expect(after).toEqual(before);
  });
});

type Cart = { BackEndCartId: number; BackEndCartDetails: { SKU: string; PriceOuter: number }[]; UnavailableDetails: { SKU: string; Reason: string }[] };
const cart = async (): Promise<Cart> => (await as('GET', `/api/BackEndCart?accountNumber=${SINGLE}`)).json();
const add = (sku: string, quantity: number) => as('POST', `/api/BackEndCart?accountNumber=${SINGLE}&SKU=${sku}&Quantity=${quantity}`);

describe('a changed price and a withdrawn product', () => {
  it('update in place; the cart prices the line afresh and shows the withdrawn one as unavailable, and an edited pending order leaves it out', async () => {
    const demo = await exportData(h.database.db);
    const orderable = demo.products.filter((p) => !p.IsArchived && !p.OutOfStock);
    const [withdrawn, repriced, other] = orderable as [(typeof orderable)[number], (typeof orderable)[number], (typeof orderable)[number]];

    // A pending order holding the product to be withdrawn, then a cart holding it and the one to be repriced.
    const start = await cart();
    if (start.BackEndCartId) await as('POST', `/api/BackEndCart/Clear?accountNumber=${SINGLE}&beCartId=${start.BackEndCartId}`);
    await add(withdrawn.SKU, withdrawn.MinimumOrder);
    const filled = (await add(other.SKU, other.MinimumOrder)).json<Cart>();
    const submitted = await as('POST', `/api/Order/Submit?accountNumber=${SINGLE}`, { BackEndCartId: filled.BackEndCartId });
    expect(submitted.statusCode).toBe(200);
    const pending = submitted.json<{ OrderNumber: string; OrderDetails: { SKU: string; PriceOuter: number }[] }>();
    await add(withdrawn.SKU, withdrawn.MinimumOrder);
    await add(repriced.SKU, repriced.MinimumOrder);

    const newPrice = Math.round((repriced.PriceOuter + 1.25) * 100) / 100;
    const products = demo.products.map((p) => (p.SKU === repriced.SKU ? { ...p, PriceOuter: newPrice } : p.SKU === withdrawn.SKU ? { ...p, IsArchived: true } : p));
    const [versionBefore] = await h.database.db.select().from(schema.catalogueVersion);
    const summary = await importData(h.database.db, [{ name: 'products.csv', bytes: Buffer.from(toCsv('products', products)) }]);
    expect(summary.products).toEqual({ inserted: 0, updated: 2, unchanged: 298 });
    const [versionAfter] = await h.database.db.select().from(schema.catalogueVersion);
    expect(versionAfter!.version).toBeGreaterThan(versionBefore!.version);

    const all = (await as('GET', `/api/Product/AllProducts?accountNumber=${SINGLE}`)).json<{ Products: { SKU: string; PriceOuter: number }[] }>().Products;
    expect(all.find((p) => p.SKU === withdrawn.SKU)).toBeUndefined();
    expect(all.find((p) => p.SKU === repriced.SKU)?.PriceOuter).toBe(newPrice);
    const now = await cart();
    expect(now.BackEndCartDetails.map((l) => [l.SKU, l.PriceOuter])).toEqual([[repriced.SKU, newPrice]]);
    expect(now.UnavailableDetails).toEqual([expect.objectContaining({ SKU: withdrawn.SKU, Reason: 'Archived' })]);

    // The order keeps the price it was placed at; loading it to edit leaves the withdrawn product out.
    const loaded = await as('GET', `/api/Order/LoadPendingOrderIntoBackEndCart?accountNumber=${SINGLE}&orderNumber=${pending.OrderNumber}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json<{ UnavailableItems: { SKU: string }[] }>().UnavailableItems.map((i) => i.SKU)).toEqual([withdrawn.SKU]);
    expect((await cart()).BackEndCartDetails.map((l) => l.SKU)).toEqual([other.SKU]);
  });

  it('a bad row beside them leaves the catalogue as it was', async () => {
    const demo = await exportData(h.database.db);
    const before = await h.database.db.select().from(schema.products).orderBy(schema.products.sku);
    const products = demo.products.map((p, i) => (i === 0 ? { ...p, PriceOuter: p.PriceOuter + 1 } : p));
    const stores = `JtiAccountId,AccountName,AddressLine1,EmployeeName,EmployeeMobilePhone\n${SINGLE},Corner Shop Rathmines,,Aoife Byrne,087 123 4567\n`;
    const error = await importData(h.database.db, [{ name: 'products.csv', bytes: Buffer.from(toCsv('products', products)) }, { name: 'stores.csv', bytes: Buffer.from(stores) }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as ImportRefused).problems).toEqual([{ file: 'stores.csv', line: 2, column: 'AddressLine1', message: 'is empty: a value is required.' }]);
    expect(await h.database.db.select().from(schema.products).orderBy(schema.products.sku)).toEqual(before);
  });
});
