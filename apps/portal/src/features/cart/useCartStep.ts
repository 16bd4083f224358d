import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import type { BackEndCart, BackEndCartDetail } from '@trade-portal/api-client';
import { useBeforeYouGo, useHaveYouConsidered } from '../../api';
import { trackCheckoutStep } from '../../analytics/analytics';
import { lazyCartExtras } from './lazyCartExtras';

/** The search parameter of the Cart step: `/cart?step=cart`. `/cart` itself starts at 'Before you checkout'. */
const STEP_PARAM = 'step';

/** Which /cart step shows: still deciding, 'Before you checkout', or 'Cart'. */
export type CartStep = 'deciding' | 'before' | 'cart';

/**
 * The step of /cart (§2.1) on one URL, so Back goes from the Cart step to the first. 'Before you checkout'
 * (`/cart`) offers GetBeforeYouGo's and GetHaveYouConsideredProducts' products; it is passed over, and
 * 'Cart' shows at `/cart` with the first step marked skipped, when both lists are empty or failed, when
 * the cart has no orderable line, or while a pending order is edited (§2.5: the retailer came to change
 * that order, not to shop more). Each step shown is tracked once under its name (§2.1 analytics).
 * @param cart the back-end cart as loaded (`data` undefined while pending)
 * @param lines the cart's lines shown (orderable, in the catalogue)
 * @param flush sends the cart changes still waiting, before the Cart step
 * @param heading the page's heading, focused when the Cart step opens
 * @returns the step, whether 'Cart' was asked for, whether an order is edited, the two offer lists and
 *   `continueToCart` ('Continue to cart': a new history entry, focus on the heading)
 */
export function useCartStep(
  cart: { data?: BackEndCart; isPending: boolean; isSuccess: boolean },
  lines: readonly BackEndCartDetail[],
  flush: () => Promise<void>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const [params, setParams] = useSearchParams();
  const askedForCart = params.get(STEP_PARAM) === 'cart';
  const editing = !!cart.data?.PendingOrderNumber;
  const offersWanted = !askedForCart && cart.isSuccess && !editing && lines.length > 0;
  // The step's code comes while its lists are asked for.
  useEffect(() => {
    if (offersWanted) lazyCartExtras.prefetch();
  }, [offersWanted]);
  const beforeYouGo = useBeforeYouGo(offersWanted);
  const haveYouConsidered = useHaveYouConsidered(offersWanted);
  const offersSettled = !beforeYouGo.isPending && !haveYouConsidered.isPending;
  const offerCount = (beforeYouGo.data?.length ?? 0) + (haveYouConsidered.data?.length ?? 0);
  const step: CartStep =
    askedForCart || (!cart.isPending && !offersWanted) || (offersWanted && offersSettled && offerCount === 0)
      ? 'cart'
      : offersWanted && offersSettled
        ? 'before'
        : 'deciding';
  useEffect(() => {
    if (step !== 'deciding') trackCheckoutStep(step === 'before' ? 'Cart' : 'Check Order');
  }, [step]);
  const continueToCart = () => {
    void flush();
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(STEP_PARAM, 'cart');
      return next;
    });
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  };
  return { step, askedForCart, editing, beforeYouGo, haveYouConsidered, continueToCart };
}
