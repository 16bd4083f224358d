import { Suspense, useState } from 'react';
import { CartSummary, Stack } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import type { CheckoutSectionProps } from './CheckoutSection';

const CheckoutLayer = suspenseComponent(lazyPart(() => import('./CheckoutLayer')));

/** Props of `Checkout`: `CheckoutSection`'s, but the machine, which `CheckoutLayer` brings. */
export type CheckoutProps = Omit<CheckoutSectionProps, 'machine' | 'startAtOnce' | 'onStartedAtOnce'>;

/**
 * The cart page's checkout (§2.4, §4 Checkout). Its machine and xstate (`CheckoutLayer`) load beside the
 * page; until they arrive the checkout is drawn at rest, with the same summary and buttons, so nothing
 * moves when it is replaced, and a Checkout pressed meanwhile starts as soon as the machine is there.
 */
export function Checkout(props: CheckoutProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<CheckoutAtRest {...props} onCheckout={() => setPressed(true)} />}>
      <CheckoutLayer {...props} startAtOnce={pressed} onStartedAtOnce={() => setPressed(false)} />
    </Suspense>
  );
}

/** The checkout as `CheckoutSection` draws it at rest (state `idle`). */
function CheckoutAtRest({ totals, onClearCart, storeName, editingOrderNumber = null, onCheckout }: CheckoutProps & { onCheckout: () => void }) {
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
