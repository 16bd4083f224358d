/**
 * The product popups of a page (§2.13, §7 GET /api/Cms/ProductPopUp?section): back-in-stock and product
 * banners shown inline at the top of /place-order ('Place Order') and /cart ('Cart'), not as modals (a
 * dialog on every visit would stand between the retailer and the order). Each is ui's
 * ProductPopupBanner on the cart's quantities, saving through the page's cart editor (§5, §8);
 * dismissal lasts the browser session (sessionStorage) and is never sent; a failed fetch shows nothing
 * (§8 CMS fetch failure). Pages load this module with `lazy()`, beside their own code.
 */
import { memo, useCallback, useState } from 'react';
import { ProductPopupBanner, Stack } from '@trade-portal/ui';
import type { ProductPopUpBanner } from '@trade-portal/api-client';
import { useCartQuantities, useProductPopups, type CartEditor, type ProductPopupSection } from '../api';
import { sessionSet } from '../ordering/sessionSet';

/** Props of `ProductPopupBanners`. */
export interface ProductPopupsProps {
  /** The page's section name (§7): 'Place Order' or 'Cart'. */
  section: ProductPopupSection;
  /** The page's cart editor: the banner's button saves through it (optimistic, §8 revert). */
  editor: Pick<CartEditor, 'setQuantity' | 'saving' | 'errors'>;
}

/** One inline banner per product popup not dismissed, in the server's order; nothing otherwise. */
export default function ProductPopupBanners({ section, editor }: ProductPopupsProps) {
  const { data } = useProductPopups(section);
  const quantities = useCartQuantities();
  const [dismissed] = useState(() => sessionSet<number>('dismissedProductPopups'));
  const [, setDismissedCount] = useState(0);
  const dismiss = useCallback((id: number) => {
    dismissed.add(id);
    setDismissedCount((n) => n + 1);
  }, [dismissed]);
  const shown = (data ?? []).filter((p) => !dismissed.has(p.ProductPopUpId));
  if (shown.length === 0) return null;
  return (
    <Stack gap="small">
      {shown.map((b) => (
        <Banner
          key={b.ProductPopUpId}
          popup={b}
          cartQuantity={quantities[b.Product.SKU] ?? 0}
          setQuantity={editor.setQuantity}
          onDismiss={dismiss}
          isSaving={!!editor.saving[b.Product.SKU]}
          errorMessage={editor.errors[b.Product.SKU]}
        />
      ))}
    </Stack>
  );
}

/** Props of one banner: its popup, its product's figures, and functions that stay the same across taps. */
interface BannerProps {
  popup: ProductPopUpBanner;
  cartQuantity: number;
  setQuantity: CartEditor['setQuantity'];
  onDismiss: (id: number) => void;
  isSaving: boolean;
  errorMessage: string | undefined;
}

/**
 * One banner, memoised: a tap on another product's stepper (each changes the cart) redraws this banner
 * only when its own product's quantity, saving or error changed (ADR 0037).
 */
const Banner = memo(function Banner({ popup: b, cartQuantity, setQuantity, onDismiss, isSaving, errorMessage }: BannerProps) {
  return (
    <ProductPopupBanner
      kind={b.Kind}
      title={b.Title}
      description={b.Description}
      product={b.Product}
      cartQuantity={cartQuantity}
      onSubmit={(_sku, quantity) => setQuantity(b.Product, quantity)}
      onDismiss={() => onDismiss(b.ProductPopUpId)}
      isSaving={isSaving}
      errorMessage={errorMessage}
    />
  );
});
