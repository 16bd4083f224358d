export { ProductTags, type ProductTagsProps, type ProductTagFields } from './ProductTags';
