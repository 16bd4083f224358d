/**
 * Story data in the spec's field names (§3). Fictional products, stores and orders; not exported from
 * the package.
 */
import { CATEGORY_ORDER } from '@trade-portal/domain';
import type { ProductItemData } from '../ProductListItem';
import type { OrderRowData } from '../OrderList';
import type { OrderSummaryData } from '../OrderSummary';

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="8" fill="${fill}"/><rect x="24" y="18" width="48" height="60" rx="4" fill="#ffffff" opacity=".85"/></svg>`)}`;

export const sampleProducts: ProductItemData[] = [
  { SKU: 'RMC1001', Product: 'Harbour Gold 20s', Brand: 'Harbour', Category: 'RMC', PriceOuter: 128.33, PricePackRrp: 16.2, PackSize: 10, OuterImage: swatch('#0B2545'), MinimumOrder: 2, MinimumOrderIncremental: 2, LowStock: true, IsBestSeller: true, Discount: 10, PriceListOrder: 1, StockCardOrder: 1 },
  { SKU: 'EVAP1002', Product: 'Vapora Berry Ice Pods 2-pack 18mg', Brand: 'Vapora', Category: 'EVAP', PriceOuter: 45.9, PricePackRrp: 7.49, PackSize: 10, OuterImage: swatch('#1F5FBF'), MinimumOrder: 1, MinimumOrderIncremental: 1, NewArrival: true, HasBeenBoughtByText: 'Bought by 12 stores near you', PriceListOrder: 2, StockCardOrder: 2 },
  { SKU: 'RYO1004', Product: 'Westwind Original 30g', Brand: 'Westwind', Category: 'RYO', PriceOuter: 82.15, PricePackRrp: 20.5, PackSize: 5, OuterImage: '', MinimumOrder: 5, MinimumOrderIncremental: 5, HasPrizes: true, IsFastestGrowingProduct: true, PriceListOrder: 3, StockCardOrder: 3 },
  { SKU: 'CGR1003', Product: 'Casa Verde Robusto 5s', Brand: 'Casa Verde', Category: 'CGR', PriceOuter: 131.5, PricePackRrp: 16.5, PackSize: 10, OuterImage: swatch('#5B2A86'), MinimumOrder: 5, MinimumOrderIncremental: 5, OutOfStock: true, PriceListOrder: 4, StockCardOrder: 4 },
];

export const [harbour, vapora, westwind, casaVerde] = sampleProducts as [ProductItemData, ProductItemData, ProductItemData, ProductItemData];

export const longNameProduct: ProductItemData = {
  ...vapora,
  SKU: 'EVAP9999',
  Product: 'Cloudline Watermelon Chill Disposable 600 puffs 20mg limited festive edition multipack with an exceptionally long product name',
  Brand: 'Cloudline Vapour Company International',
  HasBeenBoughtByText: 'Bought by 48 stores within ten kilometres of your shop this month',
  Discount: 15,
  LowStock: true,
  IsBestSeller: true,
};

const brands = ['Harbour', 'Vapora', 'Westwind', 'Casa Verde', 'Northlight', 'Meridian', 'Cloudline', 'Fjord', 'Oakmoor', 'Kestrel'];
const colours = ['#0B2545', '#1F5FBF', '#1E7B34', '#5B2A86', '#8A5A00', '#B3261E'];

/** About 300 products, like the seeded catalogue, to show the list stays smooth. */
export const catalogue: ProductItemData[] = Array.from({ length: 300 }, (_, i) => {
  const brand = brands[i % brands.length]!;
  const category = CATEGORY_ORDER[i % CATEGORY_ORDER.length]!;
  const min = [1, 2, 5][i % 3]!;
  return {
    SKU: `${category}${String(2000 + i)}`,
    Product: `${brand} ${category} line ${i + 1}`,
    Brand: brand,
    Category: category,
    PriceOuter: 30 + ((i * 37) % 120) + 0.45,
    PricePackRrp: 5 + ((i * 13) % 20) + 0.99,
    PackSize: i % 2 ? 10 : 5,
    OuterImage: swatch(colours[i % colours.length]!),
    MinimumOrder: min,
    MinimumOrderIncremental: min,
    LowStock: i % 11 === 0,
    NewArrival: i % 17 === 0,
    Discount: i % 13 === 0 ? 5 : null,
    OutOfStock: i % 23 === 0,
    PriceListOrder: i,
    StockCardOrder: i,
  };
});

export const brandNames = ['Casa Verde', 'Cloudline', 'Fjord', 'Harbour', 'Kestrel', 'Meridian', 'Northlight', 'Oakmoor', 'Vapora', 'Westwind'];

export const stores = [
  { JtiAccountId: '400101', AccountName: 'Quayside News Galway' },
  { JtiAccountId: '400102', AccountName: 'Quayside News Salthill' },
  { JtiAccountId: '400103', AccountName: 'Quayside News Oranmore Shopping Centre Unit 14' },
];

export const orders: OrderRowData[] = [
  { OrderNumber: '100245', OrderDate: '2026-11-21T10:00:00Z', Status: 1, TotalItems: 14, OrderTotal: 1534.62 },
  { OrderNumber: '100230', OrderDate: '2026-11-10T10:00:00Z', Status: 2, TotalItems: 8, OrderTotal: 801.1 },
  { OrderNumber: '100201', OrderDate: '2026-10-28T10:00:00Z', Status: 0, TotalItems: 22, OrderTotal: 2750 },
  { OrderNumber: '100190', OrderDate: '2026-10-12T10:00:00Z', Status: 3, TotalItems: 3, OrderTotal: 321.9 },
];

export const order: OrderSummaryData = {
  OrderNumber: '100245',
  OrderDate: '2026-11-21T10:00:00Z',
  Status: 1,
  TotalItems: 20,
  SubTotal: 1247.72,
  VatTotal: 286.98,
  OrderTotal: 1534.7,
  OrderDetails: [
    { SKU: 'RMC1001', Product: 'Harbour Gold 20s', Quantity: 4, PriceOuter: 128.33, LineTotal: 513.32 },
    { SKU: 'EVAP1002', Product: 'Vapora Berry Ice Pods 2-pack 18mg', Quantity: 16, PriceOuter: 45.9, LineTotal: 734.4 },
  ],
};

/** Story globals for the 390 px phone viewport (defined in .storybook/preview). */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };
