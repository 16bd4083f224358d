/**
 * The catalogue served from memory (§7 AllProducts). PGlite serialises queries, so reading ~300
 * products per request does not scale; the copy refreshes when catalogue_version changes.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { components } from '@trade-portal/api-client';
import type { Db } from '../db/open';
import { schema } from '../db/open';

export type Product = components['schemas']['Product'];
type Row = typeof schema.products.$inferSelect;

/** Row → wire Product (§3 spelling, EUR). */
export function toProduct(r: Row): Product {
  return {
    SKU: r.sku, Product: r.name, Brand: r.brand, Category: r.category as Product['Category'],
    PriceOuter: r.priceOuterCents / 100, PricePackRrp: r.pricePackRrpCents / 100, PackSize: r.packSize,
    PackBarCode: r.packBarCode, OuterImage: r.outerImage, MinimumOrder: r.minimumOrder,
    MinimumOrderIncremental: r.minimumOrderIncremental, OutOfStock: r.outOfStock, PriceListOrder: r.priceListOrder,
    StockCardOrder: r.stockCardOrder, IsArchived: r.isArchived, LowStock: r.lowStock, HasPrizes: r.hasPrizes,
    IsFastestGrowingProduct: r.isFastestGrowingProduct, Discount: r.discount, HasBeenBoughtByText: r.hasBeenBoughtByText,
    IsBestSeller: r.isBestSeller, NewArrival: r.newArrival,
  };
}

export interface CatalogueSnapshot {
  version: number;
  etag: string;
  /** Orderable products (archived ones left out), as JSON ready to send. */
  body: string;
  /** `body` gzipped once, for clients that accept it (~10× smaller), with its own strong ETag. */
  gzip: Buffer;
  gzipEtag: string;
  /** Every product by SKU, archived included, for pricing and validation. */
  bySku: Map<string, Row>;
}

/** In-memory catalogue; `get()` re-reads only when the version row changed (checked at most every `checkEveryMs`). */
export class Catalogue {
  private snapshot: CatalogueSnapshot | undefined;
  private checkedAt = 0;
  private loading: Promise<CatalogueSnapshot> | undefined;

  constructor(private readonly db: Db, private readonly checkEveryMs = 5_000) {}

  async get(): Promise<CatalogueSnapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < this.checkEveryMs) return this.snapshot;
    this.loading ??= this.refresh().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Forgets the copy (after a catalogue change in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const [v] = await this.db.select().from(schema.catalogueVersion).where(eq(schema.catalogueVersion.id, 1));
    const version = v?.version ?? 0;
    this.checkedAt = Date.now();
    if (this.snapshot && this.snapshot.version === version) return this.snapshot;
    const rows = await this.db.select().from(schema.products).orderBy(schema.products.priceListOrder);
    const body = JSON.stringify({ Products: rows.filter((r) => !r.isArchived).map(toProduct) });
    const hash = createHash('sha1').update(body).digest('base64url');
    this.snapshot = { version, etag: `"${hash}"`, body, gzip: gzipSync(body), gzipEtag: `"${hash}-gz"`, bySku: new Map(rows.map((r) => [r.sku, r])) };
    return this.snapshot;
  }
}
