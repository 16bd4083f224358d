/**
 * Shelf count to order (beyond the spec; ADR 0029): for a stock-card line with a target shelf
 * level, today's count gives the outers that bring the shelf back to the target, on the product's §5
 * steps. Packs on the shelf, outers in the order: an outer holds `PackSize` packs.
 */
import { matchCode, misreadMessage, type BarcodedProduct } from './barcode';
import { addQuantityOnSteps, maxQuantity, outers, type QuantityRule } from './quantity';

/** Most packs a target or a count may be (the contract's bound, 4 characters in the field). */
export const MAX_SHELF_PACKS = 9999;

/** What a shelf count proposes for one line. */
export interface ShelfProposal {
  /** Packs missing from the shelf: target − count, at least 0. */
  packsShort: number;
  /** Outers that cover the packs short: ⌈packsShort / PackSize⌉. */
  outersNeeded: number;
  /** Outers proposed: `outersNeeded` rounded up onto the product's steps, capped at its largest valid quantity; 0 when nothing is short. */
  outers: number;
  /** Why `outers` differs from `outersNeeded`: the minimum, the increment, the maximum; null when it does not. */
  adjustedBy: 'minimum' | 'increment' | 'maximum' | null;
}

/**
 * The order a shelf count proposes.
 * @param targetPacks packs on the shelf when full (1–9999)
 * @param countPacks packs counted on the shelf today (0–9999); more than the target proposes nothing
 * @param product `PackSize` (packs per outer, at least 1) and the §5 rule (`MinimumOrder`, `MinimumOrderIncremental`)
 * @throws RangeError when a figure is not a whole number in its range
 */
export function proposeFromShelfCount(targetPacks: number, countPacks: number, product: QuantityRule & { PackSize: number }): ShelfProposal {
  for (const [name, value, min] of [['target', targetPacks, 1], ['count', countPacks, 0]] as const) {
    if (!Number.isInteger(value) || value < min || value > MAX_SHELF_PACKS) throw new RangeError(`Shelf ${name} must be a whole number of packs from ${min} to ${MAX_SHELF_PACKS}: ${value}`);
  }
  const packSize = Math.max(1, Math.floor(product.PackSize || 1));
  const packsShort = Math.max(0, targetPacks - countPacks);
  const outersNeeded = Math.ceil(packsShort / packSize);
  const outers = addQuantityOnSteps(0, outersNeeded, product);
  let adjustedBy: ShelfProposal['adjustedBy'] = null;
  if (outers !== outersNeeded) {
    if (outers < outersNeeded) adjustedBy = 'maximum';
    else if (outersNeeded < Math.max(1, Math.floor(product.MinimumOrder || 1))) adjustedBy = 'minimum';
    else adjustedBy = 'increment';
  }
  return { packsShort, outersNeeded, outers, adjustedBy };
}

/**
 * The proposal in words, under the line's figures: '22 packs short: 5 outers of 5 packs each.' (the
 * outers that hold the packs short, and how many packs an outer holds), then ', ordered as 4 outers (the
 * minimum order)', '(sold in steps of 2 outers)' or '(995 outers at most)' when §5's steps change it;
 * 'Shelf full' when nothing is short. The pack size is named as packs, so '5 outers of 5' cannot be read
 * as '5 out of 5'.
 */
export function shelfProposalText(p: ShelfProposal, product: QuantityRule & { PackSize: number }): string {
  if (p.packsShort === 0) return 'Shelf full: nothing to order.';
  const packs = (n: number) => `${n} ${n === 1 ? 'pack' : 'packs'}`;
  const packSize = Math.max(1, Math.floor(product.PackSize || 1));
  const need = `${outers(p.outersNeeded)} of ${packs(packSize)}${p.outersNeeded === 1 ? '' : ' each'}`;
  const why = {
    minimum: 'the minimum order',
    increment: `sold in steps of ${outers(Math.max(1, Math.floor(product.MinimumOrderIncremental || 1)))}`,
    maximum: `${outers(maxQuantity(product))} at most`,
  };
  return p.adjustedBy ? `${packs(p.packsShort)} short: ${need}, ordered as ${outers(p.outers)} (${why[p.adjustedBy]}).` : `${packs(p.packsShort)} short: ${need}.`;
}

/** A stock-card line as a scan into the shelf count reads it. */
export interface ShelfScanProduct extends BarcodedProduct {
  /** Name. */
  Product: string;
  /** Packs per outer. */
  PackSize: number;
}

/**
 * What one scan did to the shelf count (ADR 0029): the line it named now counts more packs, or
 * why nothing changed. `from` and `to` are packs on the shelf; `added` the packs this scan counted.
 */
export type ShelfScanOutcome<P extends ShelfScanProduct = ShelfScanProduct> =
  | { kind: 'counted'; product: P; by: 'pack' | 'outer'; added: number; from: number; to: number; message: string }
  | { kind: 'tooMany'; product: P; count: number; message: string }
  | { kind: 'unknown' | 'misread'; code: string; message: string };

/**
 * One scan while counting a shelf: a pack's barcode (or the SKU typed) counts one pack on its line, an
 * outer's barcode counts the outer's `PackSize` packs, as a stock-take scanner does, so a shelf is counted
 * by scanning what is on it. Codes are matched on the stock card only: a product that is not on it, a code
 * no product has and a misread (wrong EAN-13 check digit) change nothing and are said so. A count never
 * passes 9999 packs (the field's four characters).
 * @param code what the scanner or the keyboard sent
 * @param products the stock card's lines
 * @param countOf packs counted on a line so far (0 when its field is empty or not a number)
 */
export function shelfScanOutcome<P extends ShelfScanProduct>(code: string, products: readonly P[], countOf: (sku: string) => number): ShelfScanOutcome<P> {
  const match = matchCode(code, products);
  if ('code' in match) return { kind: match.kind, code: match.code, message: shelfScanMessages[match.kind](match.code) };
  const { product } = match;
  const by = match.kind === 'outer' ? 'outer' : 'pack';
  const packSize = Math.max(1, Math.floor(product.PackSize || 1));
  const added = by === 'outer' ? packSize : 1;
  const from = countOf(product.SKU);
  const to = from + added;
  if (to > MAX_SHELF_PACKS) return { kind: 'tooMany', product, count: from, message: shelfScanMessages.tooMany(product.Product, from) };
  return { kind: 'counted', product, by, added, from, to, message: shelfScanMessages.counted(product.Product, by, added, to) };
}

const packsText = (n: number) => `${n} ${n === 1 ? 'pack' : 'packs'}`;

/** The words of a shelf scan's outcome, said in the scan field's live region. */
export const shelfScanMessages = {
  counted: (name: string, by: 'pack' | 'outer', added: number, total: number) =>
    `${name}: ${packsText(total)} counted (${by === 'outer' ? `an outer, +${added}` : '+1'})`,
  tooMany: (name: string, count: number) => `${name} already counts ${packsText(count)}: a count is at most ${MAX_SHELF_PACKS}, type it instead`,
  unknown: (code: string) => `Nothing on your stock card has the code ${code}: nothing counted`,
  misread: misreadMessage,
  undone: (name: string, count: number | null) => `Undone: ${name} back to ${count === null ? 'no count' : packsText(count)}`,
} as const;
