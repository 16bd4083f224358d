/**
 * The products file of an import (docs/import-formats.md): one row per product, its columns
 * named as the spec's Product fields (§3), prices in EUR with a point for decimals. A row is the whole
 * product: a column left out takes its default. `IsArchived` true withdraws a product: it leaves the
 * catalogue, and carts and pending orders that hold it treat it as the portal treats any archived product
 * (§4 Cart loading: the cart shows it as unavailable; an edited pending order leaves it out).
 */
import { fromCents, isValidEan13, toCents, VAT_PERCENT } from '@trade-portal/domain';
import type { ProductRow, Tx } from '../../db/open';
import { schema } from '../../db/open';
import type { EntitySpec } from './fields';
import { upsert, type Counts } from './upsert';

/** §9's categories. */
const CATEGORIES = ['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP'] as const;

/** A products row once checked: field names of §3 Product, prices in EUR. */
export interface ProductRecord {
  SKU: string;
  Product: string;
  Brand: string;
  Category: (typeof CATEGORIES)[number];
  PackBarCode: string;
  OuterBarCode?: string;
  PackSize: number;
  MinimumOrder: number;
  MinimumOrderIncremental: number;
  PriceOuter: number;
  PricePackRrp: number;
  VatRate?: number;
  OutOfStock?: boolean;
  LowStock?: boolean;
  IsArchived?: boolean;
  OuterImage?: string;
  PriceListOrder?: number;
  StockCardOrder?: number;
  HasPrizes?: boolean;
  IsFastestGrowingProduct?: boolean;
  Discount?: number;
  HasBeenBoughtByText?: string;
  IsBestSeller?: boolean;
  NewArrival?: boolean;
}

const flag = { schema: { type: 'boolean' } };
const ean = { schema: { type: 'string', pattern: '^[0-9]{13}$' }, hint: 'an EAN-13: 13 digits' };
const text = (max: number) => ({ schema: { type: 'string', maxLength: max } });
const whole = (min: number, max: number) => ({ schema: { type: 'integer', minimum: min, maximum: max } });
const euros = (min: number) => ({ schema: { type: 'number', minimum: min, maximum: 1_000_000 } });

/** Has at most two decimals (whole cents). */
const inCents = (eur: number) => Math.abs(toCents(eur) - eur * 100) < 1e-6;

/** The products file's fields and checks. */
export const productSpec: EntitySpec<ProductRecord> = {
  entity: 'products',
  fields: {
    SKU: { schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,40}$' }, required: true, hint: "letters, digits, '.', '_' or '-', at most 40" },
    Product: { ...text(200), required: true },
    Brand: { ...text(100), required: true },
    Category: { schema: { enum: CATEGORIES }, required: true },
    PackBarCode: { ...ean, required: true },
    OuterBarCode: ean,
    PackSize: { ...whole(1, 10_000), required: true },
    MinimumOrder: { ...whole(1, 999), required: true },
    MinimumOrderIncremental: { ...whole(1, 999), required: true },
    PriceOuter: { ...euros(0.01), required: true },
    PricePackRrp: { ...euros(0), required: true },
    VatRate: { schema: { type: 'number' } },
    OutOfStock: flag,
    LowStock: flag,
    IsArchived: flag,
    OuterImage: { schema: { type: 'string', pattern: '^/(?!/)\\S{0,500}$' }, hint: 'a path on the portal\'s own address, starting with / (e.g. /assets/products/rmc.svg): the portal shows images from its own address only' },
    PriceListOrder: whole(0, 1_000_000_000),
    StockCardOrder: whole(0, 1_000_000_000),
    HasPrizes: flag,
    IsFastestGrowingProduct: flag,
    Discount: whole(0, 100),
    HasBeenBoughtByText: text(200),
    IsBestSeller: flag,
    NewArrival: flag,
  },
  check: (p) => {
    const problems: { column?: string; message: string }[] = [];
    if (!isValidEan13(p.PackBarCode)) problems.push({ column: 'PackBarCode', message: `has a wrong check digit ("${p.PackBarCode}"): an EAN-13 misread or mistyped.` });
    if (p.OuterBarCode !== undefined && !isValidEan13(p.OuterBarCode)) problems.push({ column: 'OuterBarCode', message: `has a wrong check digit ("${p.OuterBarCode}"): an EAN-13 misread or mistyped.` });
    if (p.OuterBarCode !== undefined && p.OuterBarCode === p.PackBarCode) problems.push({ column: 'OuterBarCode', message: 'is the pack\'s EAN: a code names one thing, the pack or the outer.' });
    if (p.MinimumOrder % p.MinimumOrderIncremental !== 0) {
      problems.push({ column: 'MinimumOrderIncremental', message: `(${p.MinimumOrderIncremental}) must divide MinimumOrder (${p.MinimumOrder}), so that every quantity a store can order is a whole number of steps.` });
    }
    if (!inCents(p.PriceOuter)) problems.push({ column: 'PriceOuter', message: `must be in whole cents (at most two decimals), not ${p.PriceOuter}.` });
    if (!inCents(p.PricePackRrp)) problems.push({ column: 'PricePackRrp', message: `must be in whole cents (at most two decimals), not ${p.PricePackRrp}.` });
    if (p.VatRate !== undefined && p.VatRate !== VAT_PERCENT) {
      problems.push({ column: 'VatRate', message: `must be ${VAT_PERCENT}, not ${p.VatRate}: the portal charges VAT at ${VAT_PERCENT} % on every product (spec §9).` });
    }
    return problems;
  },
};

/**
 * A checked record → its database row: prices in integer cents; defaults for the columns left out (no
 * outer EAN, the category's placeholder image, `priceListOrder` = `position`, `stockCardOrder` = the price
 * list order, every flag false, no discount).
 * @param position the row's place among the import's products, from 1
 */
export function productRow(p: ProductRecord, position: number): typeof schema.products.$inferInsert {
  const priceListOrder = p.PriceListOrder ?? position;
  return {
    sku: p.SKU,
    name: p.Product,
    brand: p.Brand,
    category: p.Category,
    priceOuterCents: toCents(p.PriceOuter),
    pricePackRrpCents: toCents(p.PricePackRrp),
    packSize: p.PackSize,
    packBarCode: p.PackBarCode,
    outerBarCode: p.OuterBarCode ?? null,
    outerImage: p.OuterImage ?? `/assets/products/${p.Category.toLowerCase()}.svg`,
    minimumOrder: p.MinimumOrder,
    minimumOrderIncremental: p.MinimumOrderIncremental,
    outOfStock: p.OutOfStock ?? false,
    priceListOrder,
    stockCardOrder: p.StockCardOrder ?? priceListOrder,
    isArchived: p.IsArchived ?? false,
    lowStock: p.LowStock ?? false,
    hasPrizes: p.HasPrizes ?? false,
    isFastestGrowingProduct: p.IsFastestGrowingProduct ?? false,
    discount: p.Discount ?? 0,
    hasBeenBoughtByText: p.HasBeenBoughtByText ?? null,
    isBestSeller: p.IsBestSeller ?? false,
    newArrival: p.NewArrival ?? false,
  };
}

/** A database row → the record the exporter writes (every column, prices in EUR). */
export function productRecord(r: ProductRow): ProductRecord {
  return {
    SKU: r.sku, Product: r.name, Brand: r.brand, Category: r.category as ProductRecord['Category'],
    PackBarCode: r.packBarCode, ...(r.outerBarCode ? { OuterBarCode: r.outerBarCode } : {}), PackSize: r.packSize,
    MinimumOrder: r.minimumOrder, MinimumOrderIncremental: r.minimumOrderIncremental,
    PriceOuter: fromCents(r.priceOuterCents), PricePackRrp: fromCents(r.pricePackRrpCents), VatRate: VAT_PERCENT,
    OutOfStock: r.outOfStock, LowStock: r.lowStock, IsArchived: r.isArchived, OuterImage: r.outerImage,
    PriceListOrder: r.priceListOrder, StockCardOrder: r.stockCardOrder, HasPrizes: r.hasPrizes,
    IsFastestGrowingProduct: r.isFastestGrowingProduct, Discount: r.discount,
    ...(r.hasBeenBoughtByText ? { HasBeenBoughtByText: r.hasBeenBoughtByText } : {}), IsBestSeller: r.isBestSeller, NewArrival: r.newArrival,
  };
}

/** Writes the products: new SKUs inserted, changed ones updated in place, the same ones left alone. */
export function writeProducts(tx: Tx, rows: (typeof schema.products.$inferInsert)[], onBatch?: (done: number) => void): Promise<Counts> {
  return upsert(tx, schema.products, schema.products.sku, rows, onBatch ? { onBatch } : {});
}
