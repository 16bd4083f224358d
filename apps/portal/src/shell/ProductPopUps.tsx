/**
 * The product popups of a page (§2.13, §7 GET /api/Cms/ProductPopUp?section): back-in-stock and
 * product banners shown inline at the top of /place-order ('Place Order') and /cart ('Cart'). Not a
 * modal: a dialog on every visit would stand between the retailer and the order. The banners' code
 * loads only when the page has one to show; a failed fetch shows nothing (§8 CMS fetch failure).
 * Dismissal is local to this browser session (sessionStorage), never sent.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ProductPopUpBanner } from '@trade-portal/api-client';
import { useProductPopUps, type CartEditor, type ProductPopUpSection } from '../api';

const ProductPopUpBanners = lazy(() => import('./ProductPopUpBanners'));

const STORAGE_KEY = 'dismissedProductPopUps';

function readDismissed(): Set<number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return new Set(raw ? (JSON.parse(raw) as number[]) : []);
  } catch {
    return new Set();
  }
}

function writeDismissed(ids: ReadonlySet<number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage refused (private mode, quota): the banner stays dismissed on this page only.
  }
}

/** Props of {@link ProductPopUps}. */
export interface ProductPopUpsProps {
  /** The page's section name (§7): 'Place Order' or 'Cart'. */
  section: ProductPopUpSection;
  /** The page's cart editor: the banner's button saves through it (optimistic, §8 revert). */
  editor: Pick<CartEditor, 'setQuantity' | 'saving' | 'errors'>;
}

/** The page's product popups, each an inline dismissible banner; nothing while loading, on failure or when all are dismissed. */
export function ProductPopUps({ section, editor }: ProductPopUpsProps) {
  const { data } = useProductPopUps(section);
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback((id: number) => {
    setDismissed((prev) => {
      const next = new Set(prev).add(id);
      writeDismissed(next);
      return next;
    });
  }, []);
  const shown: ProductPopUpBanner[] = (data ?? []).filter((p) => !dismissed.has(p.ProductPopUpId));
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProductPopUpBanners banners={shown} editor={editor} onDismiss={dismiss} />
    </Suspense>
  );
}
