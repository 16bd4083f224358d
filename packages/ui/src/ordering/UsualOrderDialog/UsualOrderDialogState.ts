/** The usual-order dialog's states and props, apart from its implementation so naming them loads none of it. */
import type { UsualOrder } from '@trade-portal/api-client';
import type { QuantityRule } from '@trade-portal/domain';

/**
 * Where the dialog is: `loading` (the usual order is asked for), `error` (it could not be loaded:
 * the message and 'Try again'), `ready` (the lines to choose from, or the empty state), `adding` (the
 * chosen lines are being added: nothing can be changed or dismissed).
 */
export const usualOrderDialogStates = ['loading', 'error', 'ready', 'adding'] as const;
/** One of `usualOrderDialogStates`. */
export type UsualOrderDialogState = (typeof usualOrderDialogStates)[number];

/** One line to add: outers to put on top of what the cart holds (the proposal's, as edited). */
export interface UsualOrderChoice {
  SKU: string;
  /** Outers, on the product's §5 steps, at least 1. */
  Quantity: number;
}

/** Props of `UsualOrderDialog`. */
export interface UsualOrderDialogProps {
  isOpen: boolean;
  /** 'Cancel', 'Close', Escape or a click outside (not while adding). */
  onClose: () => void;
  state: UsualOrderDialogState;
  /** The store's usual order (GET /api/OrderHistory/UsualOrder); needed in `ready` and `adding`. */
  usualOrder?: UsualOrder | null;
  /**
   * Each product's MinimumOrder and MinimumOrderIncremental (outers, §3) by SKU, proposals and
   * alternatives: the steppers' steps. A SKU without one steps by 1.
   */
  rules?: ReadonlyMap<string, QuantityRule>;
  /** Outers already in the cart by SKU: a line says 'In your cart: N' (the chosen outers go on top). */
  inCart?: Readonly<Record<string, number>>;
  /** `error`: why it could not be loaded; `ready`: why the last 'Add' was refused (nothing was added). */
  errorMessage?: string | null;
  /** 'Try again' in `error`. */
  onRetry?: () => void;
  /** 'Add N products to cart': the ticked lines with their outers, proposals first, then alternatives. */
  onAdd: (lines: readonly UsualOrderChoice[]) => void;
}

