export { ShelfCount } from './ShelfCount';
export type { ShelfCountProduct, ShelfCountProps } from './ShelfCount';
