/** Largest quantity of a line, outers (§5, §9). */
export const MAX_QUANTITY = 999;
/** The quantity input takes at most 3 characters (§5). */
export const QUANTITY_MAX_LENGTH = 3;

/** 'N outer' or 'N outers': '1 outer', '6 outers', '0 outers'. */
export function outers(n: number): string {
  return `${n} ${n === 1 ? 'outer' : 'outers'}`;
}

/**
 * '*Minimum order is N outers. Incremental order is N.' (§2.14), with '1 outer' in the singular. Beside
 * the quantity rules rather than the product list's sorts and tags, so a component showing one product
 * does not load those.
 */
export function minimumOrderText(p: { MinimumOrder: number; MinimumOrderIncremental: number }): string {
  return `*Minimum order is ${outers(p.MinimumOrder)}. Incremental order is ${p.MinimumOrderIncremental}.`;
}

/**
 * A product's ordering rule, in outers (§3, §5): the first step from 0 is `MinimumOrder`, each further
 * step `MinimumOrderIncremental`. Values below 1 (or missing) are treated as 1.
 */
export interface QuantityRule {
  MinimumOrder: number;
  MinimumOrderIncremental: number;
}

const rule = (p: QuantityRule) => ({
  min: Math.max(1, Math.floor(p.MinimumOrder || 1)),
  step: Math.max(1, Math.floor(p.MinimumOrderIncremental || 1)),
});

/**
 * Largest valid quantity of a rule: the last `MinimumOrder + k × MinimumOrderIncremental` not above 999
 * (995 for 5/5); 0 when even the minimum is above 999.
 */
export function maxQuantity(p: QuantityRule): number {
  const { min, step } = rule(p);
  if (min > MAX_QUANTITY) return 0;
  return min + Math.floor((MAX_QUANTITY - min) / step) * step;
}

/** Whether increase is allowed: only while below the largest valid quantity, so never past 999 (§5). */
export function canIncrease(current: number, p: QuantityRule): boolean {
  return current < maxQuantity(p);
}

/** Whether decrease is allowed: only while above 0 (§5). The rule is accepted for symmetry and unused. */
export function canDecrease(current: number, _p?: QuantityRule): boolean {
  return current > 0;
}

/**
 * One step up (§5): 0 (or anything below the minimum) → MinimumOrder, else + MinimumOrderIncremental.
 * At the top (the next step would pass 999) it stays. A quantity off the steps goes to the next valid one
 * above it, so the result is always valid.
 * @returns outers
 */
export function increaseQuantity(current: number, p: QuantityRule): number {
  if (!canIncrease(current, p)) return current;
  const { min, step } = rule(p);
  if (current < min) return min;
  return min + (Math.floor((current - min) / step) + 1) * step;
}

/**
 * One step down (§5): − MinimumOrderIncremental, only while above 0; below MinimumOrder it goes to 0.
 * A quantity off the steps goes to the next valid one below it.
 * @returns outers, never below 0
 */
export function decreaseQuantity(current: number, p: QuantityRule): number {
  if (!canDecrease(current)) return 0;
  const { min, step } = rule(p);
  if (current <= min) return 0;
  return Math.min(min + (Math.ceil((current - min) / step) - 1) * step, maxQuantity(p));
}

/** True for 0 or MinimumOrder + k × MinimumOrderIncremental (k ≥ 0), at most 999 (§5, ADR 0001). */
export function isValidQuantity(q: number, p: QuantityRule): boolean {
  if (!Number.isInteger(q) || q < 0 || q > MAX_QUANTITY) return false;
  if (q === 0) return true;
  const { min, step } = rule(p);
  return q >= min && (q - min) % step === 0;
}

/**
 * Why a quantity is not valid, in words a retailer understands, or null when it is valid:
 * 'Enter a whole number of outers.', 'At most 999 outers.', 'Minimum order is N outers.',
 * 'Order in steps of N outers.'
 */
export function quantityError(q: number, p: QuantityRule): string | null {
  if (isValidQuantity(q, p)) return null;
  const { min, step } = rule(p);
  if (!Number.isInteger(q) || q < 0) return 'Enter a whole number of outers.';
  if (q > MAX_QUANTITY) return `At most ${MAX_QUANTITY} outers.`;
  if (q < min) return `Minimum order is ${min} outers.`;
  return `Order in steps of ${step} outers.`;
}

/** Why a typed quantity was changed (§5): below the minimum, above the largest valid one, off the steps, or no digit. */
export const quantityCorrectionKinds = ['minimum', 'maximum', 'increment', 'kept'] as const;
/** One of {@link quantityCorrectionKinds}. */
export type QuantityCorrectionKind = (typeof quantityCorrectionKinds)[number];

/** A typed quantity and what the rules made of it: the quantity to use and, when it differs from what was typed, why. */
export interface TypedQuantity {
  /** The valid quantity to use, outers (0 removes the line). */
  quantity: number;
  /** Why `quantity` is not what was typed; null when it is (or when the entry is the current value). */
  correction: { kind: QuantityCorrectionKind; message: string } | null;
}

/**
 * The words said next to a quantity box when the rules changed what was typed (§5), with '1 outer' in
 * the singular: 'Minimum order is 4 outers: set to 4', 'Maximum is 999', 'Sold in steps of 2 outers:
 * set to 6', 'No number entered: kept at 12'. Also the 'Removed … Undo' notice's texts.
 */
export const quantityMessages = {
  minimum: (min: number, set: number) => `Minimum order is ${outers(min)}: set to ${set}`,
  maximum: (max: number) => (max === MAX_QUANTITY ? `Maximum is ${MAX_QUANTITY}` : `Maximum is ${outers(max)}: set to ${max}`),
  increment: (step: number, min: number, set: number) =>
    min % step === 0 ? `Sold in steps of ${outers(step)}: set to ${set}` : `Sold in steps of ${outers(step)} from ${min}: set to ${set}`,
  kept: (current: number) => `No number entered: kept at ${current}`,
  removed: (productName: string) => `Removed ${productName}`,
  undo: 'Undo',
} as const;

/**
 * Turns what was typed into the nearest valid quantity at or above it (§5), and says why when that is
 * not what was typed: non-digits stripped, at most 3 characters kept, below the minimum → MinimumOrder,
 * off the steps → the next step up, above the largest valid quantity → that quantity. A typed 0 is a
 * removal (no correction: the 'Removed … Undo' notice says it). An entry with no digit at all (emptied,
 * or letters only) changes nothing and gives back `current`, so a slip of the keyboard never wipes a line.
 * @param text what is in the box
 * @param current the quantity before the edit, outers
 * @returns the quantity in outers and the correction said next to the box, if any
 */
export function correctTypedQuantity(text: string, p: QuantityRule, current: number): TypedQuantity {
  const digits = text.replace(/\D/g, '').slice(0, QUANTITY_MAX_LENGTH);
  if (!digits) {
    return { quantity: current, correction: { kind: 'kept', message: quantityMessages.kept(current) } };
  }
  const typed = Number(digits);
  if (typed === 0) return { quantity: 0, correction: null };
  const { min, step } = rule(p);
  const max = maxQuantity(p);
  // A minimum above 999 cannot be ordered at all: keep the line as it is rather than remove it.
  if (max === 0) return { quantity: current, correction: { kind: 'maximum', message: quantityMessages.maximum(MAX_QUANTITY) } };
  const wanted = typed <= min ? min : min + Math.ceil((typed - min) / step) * step;
  const quantity = Math.min(wanted, max);
  if (quantity === typed) return { quantity, correction: null };
  if (wanted > max) return { quantity, correction: { kind: 'maximum', message: quantityMessages.maximum(max) } };
  if (typed < min) return { quantity, correction: { kind: 'minimum', message: quantityMessages.minimum(min, quantity) } };
  return { quantity, correction: { kind: 'increment', message: quantityMessages.increment(step, min, quantity) } };
}

/**
 * The quantity part of {@link correctTypedQuantity}: what was typed, made valid (§5).
 * @param current the quantity before the edit, outers
 * @returns outers
 */
export function normaliseTypedQuantity(text: string, p: QuantityRule, current: number): number {
  return correctTypedQuantity(text, p, current).quantity;
}

/**
 * The quantity of a cart line once `added` outers are put on top of `current` (§4 Reorder, §5): the sum
 * rounded up to the next valid step of the rule (below `MinimumOrder` → `MinimumOrder`), at most the
 * largest valid quantity (999, or 995 for 5/5), and never below `current`.
 * @param current outers already in the cart (0 when none)
 * @param added outers to add (an earlier order's quantity)
 * @returns outers; `current` when nothing more fits (or the rule's minimum is above 999)
 */
export function addQuantityOnSteps(current: number, added: number, p: QuantityRule): number {
  const total = Math.max(0, Math.floor(current)) + Math.max(0, Math.floor(added));
  if (total === 0) return 0;
  const { min, step } = rule(p);
  const wanted = total <= min ? min : min + Math.ceil((total - min) / step) * step;
  return Math.max(current, Math.min(wanted, maxQuantity(p)));
}

/**
 * Outers above which a typed line asks first when the store's usual quantity of the product is not known:
 * 100 outers is a year of a fast seller for one independent shop, and €4,000 to €14,000 at trade prices,
 * while a slip of one key (5000 in a 3-character box) reaches 500.
 */
export const LARGE_LINE_OUTERS = 100;

/**
 * The quantity above which a typed line is confirmed before it is sent (a typo guard; §5's rules still
 * decide the quantity itself): 3 × the store's usual quantity of the product, never below 10 outers,
 * else {@link LARGE_LINE_OUTERS}.
 * @param usualOuters the store's usual quantity of the product, outers, when known
 * @returns outers; a line of more asks first
 */
export function largeLineBound(usualOuters?: number | null): number {
  return usualOuters && usualOuters > 0 ? Math.max(10, 3 * usualOuters) : LARGE_LINE_OUTERS;
}
