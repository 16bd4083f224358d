import { Suspense, useCallback } from 'react';
import { errorMessage, type BackEndCart, type BackEndCartDetail, type Product } from '@trade-portal/api-client';
import type { cartTotals } from '@trade-portal/domain';
import { Box, CartLine, InlineMessage, Skeleton, Stack } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useCurrentAccount } from '../../api';
import type { CartEditor } from '../../api/cartLinesEntry';
import type { UnavailableCartLine } from '../../ordering/cartRules';
import { Checkout } from './Checkout';
import { lazyCartExtras } from './lazyCartExtras';
import * as own from './cart.css';

const UnavailableSection = suspenseComponent(lazyCartExtras, (m) => m.UnavailableSection);
const DidYouForgetSection = suspenseComponent(lazyCartExtras, (m) => m.DidYouForgetSection);
// 'Start from my usual order' loads beside the page, its stand-in holding its place.
const UsualOrderStart = suspenseComponent(lazyPart(() => import('../../usualOrder/UsualOrderStart')));

/** Props of `CartLinesStep`. */
export interface CartLinesStepProps {
  /** The cart query: its answer, and whether it is loading, loaded or failed. */
  cart: { data?: BackEndCart; isLoading: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  /** The orderable lines shown (§4 Cart loading). */
  lines: readonly BackEndCartDetail[];
  /** The lines kept but not orderable now, with why. */
  unavailable: readonly UnavailableCartLine[];
  /** The catalogue by SKU, for each line's quantity steps (null while it loads). */
  productsBySku: ReadonlyMap<string, Product> | null;
  /** The shown lines' totals (outers, EUR). */
  totals: ReturnType<typeof cartTotals>;
  /** The cart lines' editor of the page. */
  editor: CartEditor;
  /** A pending order is being edited. */
  editing: boolean;
  /** Opens the clear-cart popup. */
  onClearCart: () => void;
}

/**
 * The Cart step of /cart (§2.1, §4): the lines with steppers and remove; 'Not available' for the lines
 * the cart keeps but will not order (out of stock, withdrawn), with Remove and an alternative's 'Swap
 * for …'; 'Did you forget?' and 'Start from my usual order' (not while an order is edited, nor at Tier 3,
 * §6); the summary with Clear cart and the checkout of §4, whose machine goes to /order-confirmation
 * when an order comes back. Below the desktop width the checkout bar is fixed to the bottom of the screen,
 * naming the current store.
 */
export function CartLinesStep({ cart, lines, unavailable, productsBySku, totals, editor, editing, onClearCart }: CartLinesStepProps) {
  const { account, restricted } = useCurrentAccount();
  const { setQuantity } = editor;
  const change = useCallback(
    (sku: string, next: number) => {
      const product = productsBySku?.get(sku);
      if (product) setQuantity(product, next);
    },
    [productsBySku, setQuantity],
  );
  const checkout = { totals, onClearCart, storeName: account?.AccountName, editingOrderNumber: cart.data?.PendingOrderNumber ?? null };
  return (
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
                {lines.map((line) => (
                  <CartLine
                    key={line.SKU}
                    sku={line.SKU}
                    productName={line.Product}
                    priceOuter={line.PriceOuter}
                    quantity={line.Quantity}
                    rule={productsBySku?.get(line.SKU) ?? { MinimumOrder: 1, MinimumOrderIncremental: 1 }}
                    onQuantityChange={change}
                    onRemove={(sku) => change(sku, 0)}
                    isSaving={!!editor.saving[line.SKU]}
                    errorMessage={editor.errors[line.SKU]}
                  />
                ))}
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
            <Checkout {...checkout} backEndCartId={cart.data?.BackEndCartId ?? null} lines={lines} beforeCheckout={editor.flush} />
          )}
        </div>
      </Box>
    </>
  );
}
