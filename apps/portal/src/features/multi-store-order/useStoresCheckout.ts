import { useState } from 'react';
import type { BackEndCart } from '@trade-portal/api-client';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { useStoreCheckoutCalls } from '../../api';
import type { StoresCartEditor } from '../../api/cartLinesEntry';
import { useRevealResult } from '../../hooks/useRevealResult';
import type { Outcome } from './CheckoutOutcomes';

const checkoutStorePart = lazyPart(() => import('./checkoutStore'));

/** A store whose cart another tablet changed after the grid showed it: nothing is ordered (ADR 0031). */
const CART_CHANGED = 'Its cart changed on another device since it was shown here: check the column and check out again.';

/**
 * The grid's checkout (ADR 0030): 'Check out' or 'Check out all' asks once (`confirming`, the stores to
 * order), then orders the stores one at a time, each through the checkout machine (its idempotency key,
 * its offline save, its 409 when the cart changed), after sending that store's waiting changes. The
 * outcomes then show at the top of the page, brought into view and focused.
 * @param lines the stores' cart lines
 * @param cartOf a store's cart as shown
 * @param storeName a store's name by its JtiAccountId
 * @param refetch reads every store's cart again, after the orders
 */
export function useStoresCheckout(lines: StoresCartEditor, cartOf: (id: string) => BackEndCart | undefined, storeName: (id: string) => string, refetch: () => Promise<unknown>) {
  const checkoutCalls = useStoreCheckoutCalls();
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [checkingOut, setCheckingOut] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const outcomesHeading = useRevealResult(outcomes.length > 0 ? outcomes : null);
  const placeOrders = async (ids: string[]) => {
    setConfirming(null);
    setCheckingOut(ids.length > 1 ? 'all' : ids[0]!);
    const done: Outcome[] = [];
    // The checkout machine (and XState) loads with the first checkout, not with the grid.
    const { checkoutStore } = await checkoutStorePart.load();
    for (const id of ids) {
      await lines.flush(id);
      const cart = cartOf(id);
      if (!cart?.BackEndCartId) continue;
      const result = await checkoutStore(checkoutCalls, id, cart);
      const outcome = { storeId: id, storeName: storeName(id) };
      if (result.kind === 'ordered') done.push({ ...outcome, orderNumber: result.order?.OrderNumber });
      else if (result.kind === 'savedOnDevice') done.push({ ...outcome, saved: true });
      else done.push({ ...outcome, message: result.kind === 'cartChanged' ? CART_CHANGED : result.message });
    }
    setOutcomes(done);
    await refetch();
    setCheckingOut(null);
  };
  return { confirming, setConfirming, checkingOut, outcomes, outcomesHeading, placeOrders };
}
