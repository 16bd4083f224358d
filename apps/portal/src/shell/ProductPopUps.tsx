/**
 * The product popups of a page (§2.13, §7 GET /api/Cms/ProductPopUp?section): back-in-stock and
 * product banners shown inline at the top of /place-order ('Place Order') and /cart ('Cart'). Not a
 * modal: a dialog on every visit would stand between the retailer and the order. Their code (the
 * fetch, the session's dismissals and the banners) loads as the page mounts, beside the page's data,
 * and is not part of the page's first download; a failed fetch shows nothing (§8 CMS fetch failure).
 */
import { lazy, Suspense } from 'react';
import type { CartEditor, ProductPopUpSection } from '../api';

const ProductPopUpBanners = lazy(() => import('./ProductPopUpBanners'));

/** Props of {@link ProductPopUps}. */
export interface ProductPopUpsProps {
  /** The page's section name (§7): 'Place Order' or 'Cart'. */
  section: ProductPopUpSection;
  /** The page's cart editor: the banner's button saves through it (optimistic, §8 revert). */
  editor: Pick<CartEditor, 'setQuantity' | 'saving' | 'errors'>;
}

/** The page's product popups, each an inline dismissible banner; nothing while loading, on failure or when all are dismissed. */
export function ProductPopUps(props: ProductPopUpsProps) {
  return (
    <Suspense fallback={null}>
      <ProductPopUpBanners {...props} />
    </Suspense>
  );
}
