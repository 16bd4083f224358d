import type { ProductItemData } from './Products';

/** Sample products for stories, in the spec's field names. */
export const sampleProducts: ProductItemData[] = [
  { SKU: 'RMC1001', Product: 'Harbour Gold 20s', Brand: 'Harbour', Category: 'RMC', PriceOuter: 128.33, PricePackRrp: 16.2, PackSize: 10, OuterImage: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="64"%3E%3Crect width="64" height="64" rx="8" fill="%230B2545"/%3E%3C/svg%3E', MinimumOrder: 2, MinimumOrderIncremental: 2, LowStock: true, IsBestSeller: true, Discount: 10, PriceListOrder: 1, StockCardOrder: 1 },
  { SKU: 'EVAP1002', Product: 'Vapora Berry Ice Pods 2-pack 18mg', Brand: 'Vapora', Category: 'EVAP', PriceOuter: 45.9, PricePackRrp: 7.49, PackSize: 10, OuterImage: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="64"%3E%3Crect width="64" height="64" rx="8" fill="%231F5FBF"/%3E%3C/svg%3E', MinimumOrder: 1, MinimumOrderIncremental: 1, NewArrival: true, HasBeenBoughtByText: 'Bought by 12 stores near you', PriceListOrder: 2, StockCardOrder: 2 },
  { SKU: 'CGR1003', Product: 'Casa Verde Robusto 5s', Brand: 'Casa Verde', Category: 'CGR', PriceOuter: 131.5, PricePackRrp: 16.5, PackSize: 10, OuterImage: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="64"%3E%3Crect width="64" height="64" rx="8" fill="%235B2A86"/%3E%3C/svg%3E', MinimumOrder: 5, MinimumOrderIncremental: 5, OutOfStock: true, PriceListOrder: 3, StockCardOrder: 3 },
];
export const longNameProduct: ProductItemData = { ...sampleProducts[1]!, SKU: 'EVAP9999', Product: 'Cloudline Watermelon Disposable 600 puffs limited festive edition with extra long name for testing wrapping' };
