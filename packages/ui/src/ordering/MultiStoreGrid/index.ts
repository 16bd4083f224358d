export { MultiStoreGrid } from './MultiStoreGrid';
export type { GridProduct, GridStore, MultiStoreGridProps } from './MultiStoreGrid';
