export { ProductListItem, type ProductListItemProps, type ProductItemData } from './ProductListItem';
