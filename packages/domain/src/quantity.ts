/** Largest quantity of a line, outers (§5, §9). */
export const MAX_QUANTITY = 999;
/** The quantity input takes at most 3 characters (§5). */
export const QUANTITY_MAX_LENGTH = 3;

/** A product's ordering rule: minimum order and step, in outers (§3, §5). */
export interface QuantityRule {
  MinimumOrder: number;
  MinimumOrderIncremental: number;
}

const rule = (p: QuantityRule) => ({
  min: Math.max(1, Math.floor(p.MinimumOrder || 1)),
  step: Math.max(1, Math.floor(p.MinimumOrderIncremental || 1)),
});

/** Largest valid quantity for a rule (≤ 999). */
export function maxQuantity(p: QuantityRule): number {
  const { min, step } = rule(p);
  if (min > MAX_QUANTITY) return 0;
  return min + Math.floor((MAX_QUANTITY - min) / step) * step;
}

/** Whether increase is allowed: only while below the largest valid quantity, at most 999 (§5). */
export function canIncrease(current: number, p: QuantityRule): boolean {
  return current < maxQuantity(p);
}

/** Whether decrease is allowed: only while above 0 (§5). */
export function canDecrease(current: number): boolean {
  return current > 0;
}

/** One step up: 0 → MinimumOrder, else + MinimumOrderIncremental; stays put at the top (§5). */
export function increaseQuantity(current: number, p: QuantityRule): number {
  if (!canIncrease(current, p)) return current;
  const { min, step } = rule(p);
  if (current < min) return min;
  return Math.min(current + step, maxQuantity(p));
}

/** One step down by MinimumOrderIncremental; below MinimumOrder it goes to 0; never below 0 (§5). */
export function decreaseQuantity(current: number, p: QuantityRule): number {
  if (!canDecrease(current)) return 0;
  const { min, step } = rule(p);
  const next = current - step;
  return next < min ? 0 : next;
}

/** True for 0 or MinimumOrder + k × MinimumOrderIncremental, at most 999 (§5). */
export function isValidQuantity(q: number, p: QuantityRule): boolean {
  if (!Number.isInteger(q) || q < 0 || q > MAX_QUANTITY) return false;
  if (q === 0) return true;
  const { min, step } = rule(p);
  return q >= min && (q - min) % step === 0;
}

/** Why a quantity is not valid, in words a retailer understands; null when valid. */
export function quantityError(q: number, p: QuantityRule): string | null {
  if (isValidQuantity(q, p)) return null;
  const { min, step } = rule(p);
  if (!Number.isInteger(q) || q < 0) return 'Enter a whole number of outers.';
  if (q > MAX_QUANTITY) return `At most ${MAX_QUANTITY} outers.`;
  if (q < min) return `Minimum order is ${min} outers.`;
  return `Order in steps of ${step} outers.`;
}

/**
 * Turns what was typed into the nearest valid quantity at or above it (§5): digits only, at most
 * 3 characters, empty → 0, capped at the largest valid quantity.
 */
export function normaliseTypedQuantity(text: string, p: QuantityRule): number {
  const digits = text.replace(/\D/g, '').slice(0, QUANTITY_MAX_LENGTH);
  const typed = digits ? Number(digits) : 0;
  if (typed === 0) return 0;
  const { min, step } = rule(p);
  if (typed <= min) return Math.min(min, maxQuantity(p));
  const up = min + Math.ceil((typed - min) / step) * step;
  return Math.min(up, maxQuantity(p));
}
