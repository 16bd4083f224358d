export { BrandFilter, type BrandFilterProps } from './BrandFilter';
