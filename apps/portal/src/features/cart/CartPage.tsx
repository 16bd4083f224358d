import { Suspense, useCallback, useMemo, useRef } from 'react';
import { cartTotals } from '@trade-portal/domain';
import { CheckoutSteps, Heading, RemovedNotice, Skeleton, Stack, visuallyHidden } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useCart, useCartQuantities, useProductsBySku } from '../../api';
import { useCartLines } from '../../api/cartLinesEntry';
import { unavailableCartLines, visibleCartLines } from '../../ordering/cartRules';
import { TrackAndTraceBanner } from '../../shell/TrackAndTraceBanner';
import { CartLinesStep } from './CartLinesStep';
import { lazyCartExtras } from './lazyCartExtras';
import { useCartStep } from './useCartStep';
import { useClearCartConfirm } from './useClearCartConfirm';

// Both load only when there is something to show in them, so a plain visit of /cart does not pay for them.
const BeforeYouCheckout = suspenseComponent(lazyCartExtras, (m) => m.BeforeYouCheckout);
const DidYouForgetSection = suspenseComponent(lazyCartExtras, (m) => m.DidYouForgetSection);
// The page's product popups (§2.13): their code loads beside the page, not with it.
const ProductPopups = suspenseComponent(lazyPart(() => import('../../popups/ProductPopupBanners')));

/**
 * /cart (§2.1, §4) in two steps on one URL (`useCartStep`): 'Before you checkout', the products of
 * GetBeforeYouGo and GetHaveYouConsideredProducts, each with its stepper, the cart so far and 'Continue to
 * cart'; then 'Cart' (`CartLinesStep`): the lines, 'Not available', the summary, Clear cart
 * (`useClearCartConfirm`) and the checkout. Both steps show 'Did you forget?' (the store's staples not in
 * the cart), except while a pending order is edited or at Tier 3 (§6).
 */
export default function CartPage() {
  const cart = useCart();
  const productsBySku = useProductsBySku();
  const editor = useCartLines();
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = useMemo(() => visibleCartLines(cart.data?.BackEndCartDetails ?? [], productsBySku), [cart.data, productsBySku]);
  const unavailable = useMemo(() => unavailableCartLines(cart.data, productsBySku), [cart.data, productsBySku]);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const { step, askedForCart, editing, beforeYouGo, haveYouConsidered, continueToCart } = useCartStep(cart, lines, editor.flush, heading);
  const { clearCart, announcement } = useClearCartConfirm(cart.data?.BackEndCartId ?? null, editor.flush, heading);
  const quantities = useCartQuantities();
  const { setQuantity } = editor;
  const offerChange = useCallback(
    (sku: string, next: number) => {
      const product = beforeYouGo.data?.find((p) => p.SKU === sku) ?? haveYouConsidered.data?.find((p) => p.SKU === sku);
      if (product) setQuantity(product, next);
    },
    [beforeYouGo.data, haveYouConsidered.data, setQuantity],
  );

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
        <ProductPopups section="Cart" editor={editor} />
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
        <CartLinesStep cart={cart} lines={lines} unavailable={unavailable} productsBySku={productsBySku} totals={totals} editor={editor} editing={editing} onClearCart={clearCart} />
      )}
      <RemovedNotice removal={editor.lastRemoval} onUndo={editor.undo} onDismiss={editor.dismissRemoval} />
    </Stack>
  );
}
