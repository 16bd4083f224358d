import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const restricted = await h.login('restricted@demo.test');
const popups = (section: string, token = single, account = SINGLE) =>
  h.app.inject({ method: 'GET', url: `/api/Cms/ProductPopUp?accountNumber=${account}&section=${encodeURIComponent(section)}`, headers: auth(token) });

type Banner = { ProductPopUpId: number; Kind: string; Title: string; Description: string; Product: { SKU: string; OutOfStock: boolean; IsArchived: boolean } };
const rows = await h.database.db.select().from(schema.products);
const orderable = rows.filter((r) => !r.isArchived && !r.outOfStock);
let version = 500;
const bump = () => h.database.db.update(schema.catalogueVersion).set({ version: ++version });

describe('GET /api/Cms/ProductPopUp (§2.13)', () => {
  it('gives the seeded back-in-stock banner on Place Order and the product banner on Cart', async () => {
    const place: Banner[] = (await popups('Place Order')).json();
    expect(place).toEqual([expect.objectContaining({ Kind: 'BackInStock', Title: expect.any(String), Description: expect.any(String) })]);
    expect(place[0]!.Product).toMatchObject({ OutOfStock: false, IsArchived: false });
    const cart: Banner[] = (await popups('Cart')).json();
    expect(cart).toEqual([expect.objectContaining({ Kind: 'Product' })]);
    expect((await popups('cart')).json()).toEqual(cart);
    expect((await popups('Home')).json()).toEqual([]);
  });

  it('honours activeFrom and activeTo, in position order', async () => {
    const day = 86_400_000;
    const base = { section: 'Videos', kind: 'Product', title: 'T', description: 'D', sku: orderable[0]!.sku };
    const inserted = await h.database.db
      .insert(schema.productPopups)
      .values([
        { ...base, title: 'second', position: 2, activeFrom: new Date(Date.now() - day), activeTo: new Date(Date.now() + day) },
        { ...base, title: 'first', position: 1 },
        { ...base, title: 'ended', position: 0, activeTo: new Date(Date.now() - 1000) },
        { ...base, title: 'not yet', position: 0, activeFrom: new Date(Date.now() + day) },
      ])
      .returning();
    const banners: Banner[] = (await popups('Videos')).json();
    expect(banners.map((b) => b.Title)).toEqual(['first', 'second']);
    expect(banners[0]!.ProductPopUpId).toBe(inserted[1]!.id);
  });

  it('leaves out a banner whose product is archived or out of stock, until it is orderable again', async () => {
    const [banner] = (await popups('Place Order')).json() as Banner[];
    const sku = banner!.Product.SKU;
    for (const change of [{ isArchived: true }, { outOfStock: true }]) {
      await h.database.db.update(schema.products).set(change).where(eq(schema.products.sku, sku));
      await bump();
      expect((await popups('Place Order')).json()).toEqual([]);
      await h.database.db.update(schema.products).set({ isArchived: false, outOfStock: false }).where(eq(schema.products.sku, sku));
      await bump();
      expect((await popups('Place Order')).json()).toHaveLength(1);
    }
  });

  it('is empty at TierAccessLevel 3, 403 for another user\'s store, 400 without a section', async () => {
    expect((await popups('Cart', restricted, RESTRICTED)).json()).toEqual([]);
    const other = await popups('Cart', single, MULTI[0]);
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBeTruthy();
    const missing = await h.app.inject({ method: 'GET', url: `/api/Cms/ProductPopUp?accountNumber=${SINGLE}`, headers: auth(single) });
    expect(missing.statusCode).toBe(400);
  });
});
