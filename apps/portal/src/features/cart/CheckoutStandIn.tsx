import { CartSummary, Stack } from '@trade-portal/ui';
import type { CheckoutSectionProps } from './CheckoutSection';

/** Props of `CheckoutStandIn`: what the checkout shows at rest. */
export type CheckoutStandInProps = Pick<CheckoutSectionProps, 'totals' | 'onClearCart' | 'storeName' | 'editingOrderNumber'> & {
  /** Checkout was pressed: the real checkout starts when it arrives (`CheckoutSection`'s `startAtOnce`). */
  onCheckout: () => void;
};

/**
 * The checkout as `CheckoutSection` draws it at rest (state `idle`), shown while the real one and its
 * machine load beside the page: the same summary and buttons, so nothing moves when it is replaced.
 */
export function CheckoutStandIn({ totals, onClearCart, storeName, editingOrderNumber = null, onCheckout }: CheckoutStandInProps) {
  return (
    <Stack gap="small" data-checkout-state="idle">
      <CartSummary
        totalItems={totals.totalItems}
        subTotal={totals.subTotal}
        vatTotal={totals.vatTotal}
        orderTotal={totals.orderTotal}
        onCheckout={onCheckout}
        onClearCart={onClearCart}
        isPending={false}
        storeName={storeName}
        checkoutLabel={editingOrderNumber !== null ? 'Update order' : undefined}
      />
    </Stack>
  );
}
