export { ProductListBar, type ProductListBarProps } from './ProductListBar';
