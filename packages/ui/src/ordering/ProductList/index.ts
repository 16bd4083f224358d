export { ProductList, type ProductListProps } from './ProductList';
