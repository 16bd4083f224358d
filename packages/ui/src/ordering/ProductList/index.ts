export { ProductList, type ProductListProps, type ProductListStockCard } from './ProductList';
