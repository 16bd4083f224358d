import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { cartTotals } from '@trade-portal/domain';
import { Box, CartLine, CheckoutSteps, Heading, InlineMessage, RemovedNotice, Skeleton, Stack, visuallyHidden } from '@trade-portal/ui';
import { useBeforeYouGo, useCart, useCartQuantities, useClearCart, useCurrentAccount, useHaveYouConsidered, useProductsBySku } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import { unavailableCartLines, visibleCartLines } from '../../ordering/cartRules';
import { trackCheckoutStep } from '../../analytics/analytics';
import { usePopup } from '../../shell/PopupProvider';
import { TrackAndTraceBanner } from '../../shell/TrackAndTraceBanner';
import { CheckoutStandIn } from './CheckoutStandIn';

// Both load only when there is something to show in them, so a plain visit of /cart does not pay for them.
const loadExtras = () => import('./cartExtras');
const BeforeYouCheckout = lazy(() => loadExtras().then((m) => ({ default: m.BeforeYouCheckout })));
const UnavailableSection = lazy(() => loadExtras().then((m) => ({ default: m.UnavailableSection })));
const DidYouForgetSection = lazy(() => loadExtras().then((m) => ({ default: m.DidYouForgetSection })));
import * as own from './cart.css';

// The page's product popups (§2.13): their code loads beside the page, not with it.
const ProductPopUps = lazy(() => import('../../shell/ProductPopUpBanners'));
// The checkout's machine (xstate) loads beside the page; its look-alike keeps a Checkout pressed meanwhile.
const WiredCheckout = lazy(() => import('./WiredCheckout'));
// 'Start from my usual order' loads beside the page, its stand-in holding its place.
const UsualOrderStart = lazy(() => import('../../shell/usualOrder/UsualOrderStart'));

/** The search parameter of the Cart step: `/cart?step=cart`. `/cart` itself starts at 'Before you checkout'. */
const STEP_PARAM = 'step';

/**
 * /cart (§2.1, §4) in two steps on one URL, so Back goes from the Cart step to the first:
 *
 * 'Before you checkout' (`/cart`): the products of GetBeforeYouGo and GetHaveYouConsideredProducts, each
 * with its stepper (the same optimistic saves as everywhere), the cart so far, and 'Continue to cart'
 * (→ `/cart?step=cart`, a new history entry; focus goes to the heading). It is passed over, and the
 * Cart step shows at `/cart` with the first step marked 'skipped', when there is nothing to offer: both
 * lists empty or failed, the cart has no orderable line (nothing to check out yet), or a pending order
 * is being edited (§2.5: the retailer came to change that order, not to shop more).
 *
 * 'Cart': the lines shown (§4 Cart loading: the server's orderable lines, less any the catalogue does
 * not list) with steppers and remove; 'Not available' for the lines the cart keeps but will not order
 * (out of stock, no longer sold, withdrawn), with Remove and an alternative's 'Swap
 * for …'; the summary (outers, subtotal, VAT 23 %, total), Clear cart behind the clear-cart popup (waiting changes are sent first; a failure shows the
 * server's Message in an alert popup), and the checkout of §4, whose machine goes to
 * /order-confirmation when an order comes back. Below the desktop width the summary's checkout bar is
 * fixed to the bottom of the screen, naming the current store. After Clear
 * cart the page scrolls to the top, focus moves to the heading and 'Cart cleared' is announced (polite).
 *
 * Both steps show 'Did you forget?' (the store's staples not in the cart, one press 'Add'
 * each, hidden for this order by ×); the Cart step offers 'Start from my usual order'. Neither shows while
 * a pending order is edited, nor at Tier 3 (§6).
 */
export default function CartPage() {
  const [params, setParams] = useSearchParams();
  const cart = useCart();
  const productsBySku = useProductsBySku();
  const editor = useCartLines();
  const popup = usePopup();
  const { mutateAsync: clear } = useClearCart();
  const [checkoutPressed, setCheckoutPressed] = useState(false);
  const { account, restricted } = useCurrentAccount();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const lines = useMemo(() => visibleCartLines(cart.data?.BackEndCartDetails ?? [], productsBySku), [cart.data, productsBySku]);
  const unavailable = useMemo(() => unavailableCartLines(cart.data, productsBySku), [cart.data, productsBySku]);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const { setQuantity } = editor;

  // Which step: see the page's comment for when the first is passed over.
  const askedForCart = params.get(STEP_PARAM) === 'cart';
  const editing = !!cart.data?.PendingOrderNumber;
  const offersWanted = !askedForCart && cart.isSuccess && !editing && lines.length > 0;
  // The step's code comes while its lists are asked for.
  useEffect(() => {
    if (offersWanted) void loadExtras();
  }, [offersWanted]);
  const beforeYouGo = useBeforeYouGo(offersWanted);
  const haveYouConsidered = useHaveYouConsidered(offersWanted);
  const offersSettled = !beforeYouGo.isPending && !haveYouConsidered.isPending;
  const offerCount = (beforeYouGo.data?.length ?? 0) + (haveYouConsidered.data?.length ?? 0);
  const step: 'deciding' | 'before' | 'cart' =
    askedForCart || (!cart.isPending && !offersWanted) || (offersWanted && offersSettled && offerCount === 0)
      ? 'cart'
      : offersWanted && offersSettled
        ? 'before'
        : 'deciding';
  // §2.1: each step is counted once per showing, under its tracked name.
  useEffect(() => {
    if (step !== 'deciding') trackCheckoutStep(step === 'before' ? 'Cart' : 'Check Order');
  }, [step]);
  const quantities = useCartQuantities();
  const continueToCart = () => {
    void editor.flush();
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(STEP_PARAM, 'cart');
      return next;
    });
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  };
  const offerChange = useCallback(
    (sku: string, next: number) => {
      const product = beforeYouGo.data?.find((p) => p.SKU === sku) ?? haveYouConsidered.data?.find((p) => p.SKU === sku);
      if (product) setQuantity(product, next);
    },
    [beforeYouGo.data, haveYouConsidered.data, setQuantity],
  );

  const change = useCallback(
    (sku: string, next: number) => {
      const product = productsBySku?.get(sku);
      if (product) setQuantity(product, next);
    },
    [productsBySku, setQuantity],
  );

  const clearCart = () => {
    popup.show({
      section: 'clear-cart',
      title: 'Clear your cart?',
      desc: 'All products will be removed from your cart.',
      confirmLabel: 'Clear cart',
      onConfirm: () => {
        void (async () => {
          const id = cart.data?.BackEndCartId;
          if (id == null) return;
          // Emptied first, so a second clear in the same visit is announced again.
          setAnnouncement('');
          try {
            await editor.flush();
            await clear(id);
            // The lines are gone from under the reader: start again at the top, on the heading, and say so.
            window.scrollTo({ top: 0 });
            heading.current?.focus({ preventScroll: true });
            setAnnouncement('Cart cleared');
          } catch (e) {
            popup.show({ section: 'alert', title: 'The cart could not be cleared', desc: errorMessage(e) });
          }
        })();
      },
    });
  };

  return (
    <Stack gap="large">
      <CheckoutSteps
        current={step === 'cart' ? 'Cart' : 'Before you checkout'}
        skipped={askedForCart ? [] : ['Before you checkout']}
        hrefs={{ 'Before you checkout': '/cart' }}
      />
      {/* The step's own name, as the steps above say it: 'Before you checkout', then 'Cart'. */}
      <Heading level="1" ref={heading} tabIndex={-1}>{step === 'before' ? 'Before you checkout' : 'Cart'}</Heading>
      <p className={visuallyHidden} role="status" aria-live="polite">{announcement}</p>
      <TrackAndTraceBanner />
      <Suspense fallback={null}>
        <ProductPopUps section="Cart" editor={editor} />
      </Suspense>
      {step === 'deciding' && (
        <Stack gap="large" aria-busy="true" aria-label="Loading your cart">
          {[0, 1, 2].map((i) => <Skeleton key={i} height={88} />)}
        </Stack>
      )}
      {step === 'before' && (
        <Suspense fallback={<Skeleton height={264} />}>
          <DidYouForgetSection
            editor={editor}
            isCartEmpty={lines.length === 0}
            loading={<Skeleton height={264} />}
            followedBy={
              <BeforeYouCheckout
                beforeYouGo={{ products: beforeYouGo.data ?? [] }}
                haveYouConsidered={{ products: haveYouConsidered.data ?? [] }}
                quantities={quantities}
                onQuantityChange={offerChange}
                saving={editor.saving}
                errors={editor.errors}
                cartOuters={totals.totalItems}
                cartTotal={totals.orderTotal}
                onContinue={continueToCart}
              />
            }
          />
        </Suspense>
      )}
      {step === 'cart' && (
        <>
          {cart.isError && <InlineMessage tone="critical">{errorMessage(cart.error)}</InlineMessage>}
          {!restricted && !editing && (
            <Suspense fallback={<Skeleton width={232} height={44} />}>
              <UsualOrderStart />
            </Suspense>
          )}
          <Box display="grid" gap="large" alignItems="flex-start" className={own.columns}>
            <Stack gap="large">
              {cart.isLoading ? (
                <Stack gap="large" aria-busy="true" aria-label="Loading your cart">
                  {[0, 1, 2].map((i) => <Skeleton key={i} height={72} />)}
                </Stack>
              ) : (
                lines.length > 0 && (
                  <Stack as="ul" gap="small" className={own.lines} aria-label="Cart lines">
                    {lines.map((line) => {
                      const product = productsBySku?.get(line.SKU);
                      return (
                        <CartLine
                          key={line.SKU}
                          sku={line.SKU}
                          productName={line.Product}
                          priceOuter={line.PriceOuter}
                          quantity={line.Quantity}
                          rule={product ?? { MinimumOrder: 1, MinimumOrderIncremental: 1 }}
                          onQuantityChange={change}
                          onRemove={(sku) => change(sku, 0)}
                          isSaving={!!editor.saving[line.SKU]}
                          errorMessage={editor.errors[line.SKU]}
                        />
                      );
                    })}
                  </Stack>
                )
              )}
              {unavailable.length > 0 && (
                <Suspense fallback={null}>
                  <UnavailableSection lines={unavailable} cart={cart.data} editor={editor} />
                </Suspense>
              )}
              {!restricted && !editing && cart.isSuccess && (
                <Suspense fallback={null}>
                  <DidYouForgetSection editor={editor} isCartEmpty={lines.length === 0} />
                </Suspense>
              )}
            </Stack>
            <div className={own.sticky}>
              {!cart.isLoading && (
                <Suspense
                  fallback={
                    <CheckoutStandIn
                      totals={totals}
                      onClearCart={clearCart}
                      storeName={account?.AccountName}
                      editingOrderNumber={cart.data?.PendingOrderNumber ?? null}
                      onCheckout={() => setCheckoutPressed(true)}
                    />
                  }
                >
                  <WiredCheckout
                    backEndCartId={cart.data?.BackEndCartId ?? null}
                    lines={lines}
                    totals={totals}
                    onClearCart={clearCart}
                    beforeCheckout={editor.flush}
                    storeName={account?.AccountName}
                    editingOrderNumber={cart.data?.PendingOrderNumber ?? null}
                    startAtOnce={checkoutPressed}
                    onStartedAtOnce={() => setCheckoutPressed(false)}
                  />
                </Suspense>
              )}
            </div>
          </Box>
        </>
      )}
      <RemovedNotice removal={editor.lastRemoval} onUndo={editor.undo} onDismiss={editor.dismissRemoval} />
    </Stack>
  );
}
