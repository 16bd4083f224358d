export { ProductToolbar, type ProductToolbarProps } from './ProductToolbar';
