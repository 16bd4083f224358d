/**
 * The usual order's reasons in words (ADR 0041): the server sends numbers (weeks ordered,
 * weeks considered, the median, the adjustment), and the portal says them as a shopkeeper would read them,
 * 'Ordered in 6 of the last 8 weeks, usually 4 outers'.
 */
import { outers, type QuantityRule } from './quantity';

/** The numbers of a usual product's history, as the contract's UsualOrderProposal and UsualOrderLeftOut carry them. */
export interface UsualOrderReasonNumbers {
  /** Weeks with at least one order of it (1 or more). */
  WeeksOrdered: number;
  /** Out of this many weeks. */
  WeeksConsidered: number;
  /** Median outers of the weeks it was ordered in; may be a half. */
  MedianQuantity: number;
  /** Weeks since it was last ordered: 0 is the current week (the last 7 days). */
  LastOrderedWeeksAgo: number;
}

/** Why a proposal's quantity is not its median: the contract's UsualOrderProposal.Adjustment. */
export type UsualOrderAdjustmentName = 'Minimum' | 'Increment' | 'Maximum' | null;

/** Why a usual product is left out: the contract's UsualOrderLeftOut.Reason. */
export type UsualOrderLeftOutReasonName = 'OutOfStock' | 'Archived' | 'Withdrawn';

/** '4 outers', or '4 or 5 outers' for a median that falls between two weeks' quantities. */
function usualOuters(median: number): string {
  const low = Math.floor(median);
  return median === low ? outers(median) : `${low} or ${low + 1} outers`;
}

/**
 * How often and how much a product is usually ordered: 'Ordered in 6 of the last 8 weeks, usually 4
 * outers'; 'Ordered every week of the last 8 weeks, …'; for a store with one week of orders, 'Ordered in
 * your last week, …'; ', last ordered 3 weeks ago' when it has not been ordered for two weeks or more
 * (a seasonal line, a line the store may be dropping).
 * @returns one sentence without a full stop
 */
export function usualOrderReason(n: UsualOrderReasonNumbers): string {
  const weeks =
    n.WeeksConsidered <= 1
      ? 'Ordered in your last week'
      : n.WeeksOrdered >= n.WeeksConsidered
        ? `Ordered every week of the last ${n.WeeksConsidered} weeks`
        : `Ordered in ${n.WeeksOrdered} of the last ${n.WeeksConsidered} weeks`;
  const last = n.LastOrderedWeeksAgo >= 2 ? `, last ordered ${n.LastOrderedWeeksAgo} weeks ago` : '';
  return `${weeks}, usually ${usualOuters(n.MedianQuantity)}${last}`;
}

/**
 * Why the proposed quantity differs from the usual one (§5 steps), or null when it does not:
 * 'Raised to the minimum order of 5 outers', 'Sold in steps of 2 outers: set to 6', 'Set to 995, the
 * most that can be ordered'.
 * @param adjustment the proposal's Adjustment
 * @param quantity the proposal's Quantity, outers
 * @param rule the product's MinimumOrder and MinimumOrderIncremental (outers); without it the step is not named
 */
export function usualOrderAdjustment(adjustment: UsualOrderAdjustmentName, quantity: number, rule?: QuantityRule): string | null {
  switch (adjustment) {
    case null:
      return null;
    case 'Minimum':
      return `Raised to the minimum order of ${outers(quantity)}`;
    case 'Increment': {
      const step = rule?.MinimumOrderIncremental;
      return step && step > 1 ? `Sold in steps of ${outers(step)}: set to ${quantity}` : `Set to ${outers(quantity)}, the nearest quantity it is sold in`;
    }
    case 'Maximum':
      return `Set to ${quantity}, the most that can be ordered`;
  }
}

/** Why a usual product cannot be ordered now, in the words the cart and quick order use (§4 Cart loading). */
export const usualOrderLeftOutReasons: Readonly<Record<UsualOrderLeftOutReasonName, string>> = {
  OutOfStock: 'Out of stock',
  Archived: 'No longer sold',
  Withdrawn: 'No longer in the catalogue',
};
