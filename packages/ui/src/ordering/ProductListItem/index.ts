export { ProductListItem, stockCardControls, type ProductListItemProps, type ProductItemData, type StockCardControl } from './ProductListItem';
export { ProductListItemSkeleton } from './ProductListItemSkeleton';
