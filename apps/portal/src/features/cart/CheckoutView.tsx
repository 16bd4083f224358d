import type { CheckoutLine, checkoutMachine } from '@trade-portal/machines';
import type { Totals } from '@trade-portal/domain';
import { CartSummary, Spinner, Stack, Text } from '@trade-portal/ui';
import * as css from './checkout.css';

// The checkout as drawn, without xstate: the cart page draws it at once, before its machine has loaded.

/** Props of the cart page's checkout part. */
export interface CheckoutSectionProps {
  /**
   * The checkout machine with its actors and its `onOrder` action (what happens to a returned order):
   * real ones from `useCheckoutMachine()`, fakes in stories.
   */
  machine: typeof checkoutMachine;
  /** The back-end cart to submit, handed to the machine when checkout starts; null while there is none. */
  backEndCartId: number | null;
  /**
   * The cart's lines as shown (outers, EUR per outer): what the confirm asks about and the order carries as
   * confirmed, so nothing else is ordered.
   */
  lines: readonly CheckoutLine[];
  /** Outers, subtotal, VAT and total (EUR) of the lines shown. */
  totals: Totals;
  /** The clear-cart confirmation (§4 Clear cart). */
  onClearCart: () => void;
  /** Sends cart changes still waiting (debounced) before the order is submitted. */
  beforeCheckout?: () => Promise<void>;
  /** The current store's name, for the bottom bar's 'Ordering for {storeName}' (phones and tablets). */
  storeName?: string;
  /**
   * The cart's PendingOrderNumber while a pending order is being edited (§2.4): Checkout then starts the
   * edit-order confirm (§4, no lock), which writes the cart back into that order; null = a new order.
   */
  editingOrderNumber?: string | null;
  /**
   * Duplicate-order guard: before a new order's confirm, ask whether the cart closely matches an
   * order of the last 24 hours, and if so say which. @default true
   */
  checkDuplicates?: boolean;
}

/** Where the checkout machine stands, as the summary draws it, and how to start it. */
export interface CheckoutControls {
  /** The machine's top-level state ('idle', 'confirming', 'submitting', …): `data-checkout-state`. */
  state: string;
  /** An order is being submitted or updated (tag `loading`): the button's spinner and the loader. */
  busy: boolean;
  /** What the button does (or, while busy, is doing): update the pending order rather than place one. */
  editing: boolean;
  /** Sends waiting cart changes, then starts checkout with the cart and lines shown now. */
  start: () => Promise<void>;
}

/** Props of the part that brings the machine (`CheckoutLayer`): the section's, but the machine, and where its controls go. */
export type CheckoutLayerProps = Omit<CheckoutSectionProps, 'machine'> & {
  /** Called with the machine's controls at mount and each time its state changes. */
  onControls: (controls: CheckoutControls) => void;
};

/** Props of `CheckoutView`: the summary's figures and the machine's state. */
export type CheckoutViewProps = Pick<CheckoutSectionProps, 'totals' | 'onClearCart' | 'storeName'> & {
  /** The machine's state; null while the machine loads (drawn at rest, `data-checkout-machine="loading"`). */
  controls: Pick<CheckoutControls, 'state' | 'busy' | 'editing'> | null;
  /** A pending order is being edited: what the button says while the machine loads. */
  editingOrderNumber?: string | null;
  /** Checkout pressed. */
  onCheckout: () => void;
};

/** The checkout as drawn: the summary with Checkout and Clear cart, and the loader while an order is sent. */
export function CheckoutView({ totals, onClearCart, storeName, controls, editingOrderNumber = null, onCheckout }: CheckoutViewProps) {
  const { state, busy, editing } = controls ?? { state: 'idle', busy: false, editing: editingOrderNumber !== null };
  return (
    <Stack gap="small" data-checkout-state={state} data-checkout-machine={controls ? 'loaded' : 'loading'}>
      <CartSummary
        totalItems={totals.totalItems}
        subTotal={totals.subTotal}
        vatTotal={totals.vatTotal}
        orderTotal={totals.orderTotal}
        onCheckout={onCheckout}
        onClearCart={onClearCart}
        isPending={busy}
        storeName={storeName}
        checkoutLabel={editing ? 'Update order' : undefined}
      />
      {busy && (
        <Text
          as="div"
          size="large"
          weight="medium"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="medium"
          className={css.loader}
          role="status"
          aria-live="polite"
        >
          <Spinner label={editing ? 'Updating your order' : 'Submitting your order'} />
          <span>{editing ? 'Updating your order…' : 'Submitting your order…'}</span>
        </Text>
      )}
    </Stack>
  );
}
