/**
 * The catalogue served from memory (§7 AllProducts). PGlite serialises queries, so reading ~300
 * products per request does not scale; the copy refreshes when catalogue_version changes.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { QuantityRule } from '@trade-portal/domain';
import { eq } from 'drizzle-orm';
import type { UnavailableCartDetail } from '@trade-portal/api-client';
import type { Db, ProductRow } from '../db/open';
import { schema } from '../db/open';
import { toProduct } from '../wire';

/** The §5 quantity rule of a product row, in the shape domain's quantity functions take (outers). */
export function quantityRule(p: ProductRow): QuantityRule {
  return { MinimumOrder: p.minimumOrder, MinimumOrderIncremental: p.minimumOrderIncremental };
}

/** Why a product cannot be ordered now (§4 Cart loading): the contract's `UnavailableCartDetail.Reason`. */
export type UnavailableReason = UnavailableCartDetail['Reason'];

/**
 * Why a product cannot be ordered now, or null when it can: `Withdrawn` when it is gone from the
 * catalogue, `Archived`, then `OutOfStock` (§3 Product, §4 Cart loading).
 * @param p the product's row, undefined when the catalogue has none for the SKU
 */
export function unavailableReason(p: ProductRow | undefined): UnavailableReason | null {
  if (!p) return 'Withdrawn';
  if (p.isArchived) return 'Archived';
  if (p.outOfStock) return 'OutOfStock';
  return null;
}

/** Whether a product can be ordered now: in the catalogue, not archived, in stock (§3, §5). */
export const isOrderable = (p: ProductRow | undefined): p is ProductRow => unavailableReason(p) === null;

/** One version of the catalogue, ready to serve. */
export interface CatalogueSnapshot {
  /** The catalogue_version row this copy was read at. */
  version: number;
  /** Strong ETag of `body`. */
  etag: string;
  /** Orderable products (archived ones left out), as UTF-8 JSON ready to send (a Buffer, so no request re-encodes it). */
  body: Buffer;
  /** `body` gzipped once, for clients that accept it (~10× smaller), with its own strong ETag. */
  gzip: Buffer;
  /** Strong ETag of `gzip`. */
  gzipEtag: string;
  /** Every product row by SKU, archived included, for pricing (integer cents) and validation. */
  bySku: Map<string, ProductRow>;
}

/** In-memory catalogue; `get()` re-reads only when the version row changed (checked at most every `checkEveryMs`). */
export class Catalogue {
  private snapshot: CatalogueSnapshot | undefined;
  private checkedAt = 0;
  private loading: Promise<CatalogueSnapshot> | undefined;

  constructor(private readonly db: Db, private readonly checkEveryMs = 5_000) {}

  /** The current snapshot; at most one re-read runs at a time. */
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
    const body = Buffer.from(JSON.stringify({ Products: rows.filter((r) => !r.isArchived).map(toProduct) }));
    const hash = createHash('sha1').update(body).digest('base64url');
    this.snapshot = { version, etag: `"${hash}"`, body, gzip: gzipSync(body), gzipEtag: `"${hash}-gz"`, bySku: new Map(rows.map((r) => [r.sku, r])) };
    return this.snapshot;
  }
}
