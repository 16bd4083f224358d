/**
 * The cart (§3, §4 Saved cart, §5, §8; ADR 0051), in one folder: `resource.ts` reads and writes the
 * back-end cart, `cartLines.ts` is the one place a line is changed (the same store object for every page),
 * `useCartLines.ts` is how React pages use it (both through `../cartLinesEntry.ts`), `lineUpdater.ts` and `lineRemoval.ts` its pure rules.
 */
export * from './resource';
// The cart lines (`../cartLinesEntry.ts`) are imported by path by the pages that change lines, so the pages that only
// read a cart do not load them.
export type { CartEditor, CartProduct, LineRemoval, StoresCartEditor } from '../cartLinesEntry';
