/**
 * The implementation of {@link ProductPopUps}, loaded as the page mounts: the page's product popups
 * (GET /api/Cms/ProductPopUp?section), less those dismissed in this browser session (sessionStorage,
 * never sent), each as ui's ProductPopUpBanner on the cart's quantities, saving through the page's
 * cart editor (§2.13, §5, §8).
 */
import { useCallback, useMemo, useState } from 'react';
import { ProductPopUpBanner, Stack } from '@trade-portal/ui';
import { useCart, useProductPopUps } from '../api';
import type { ProductPopUpsProps } from './ProductPopUps';

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

/** One inline banner per product popup not dismissed, in the server's order; nothing otherwise. */
export default function ProductPopUpBanners({ section, editor }: ProductPopUpsProps) {
  const { data } = useProductPopUps(section);
  const { data: cart } = useCart();
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback((id: number) => {
    setDismissed((prev) => {
      const next = new Set(prev).add(id);
      writeDismissed(next);
      return next;
    });
  }, []);
  const quantities = useMemo(() => new Map((cart?.BackEndCartDetails ?? []).map((l) => [l.SKU, l.Quantity])), [cart]);
  const shown = (data ?? []).filter((p) => !dismissed.has(p.ProductPopUpId));
  if (shown.length === 0) return null;
  return (
    <Stack gap="small">
      {shown.map((b) => (
        <ProductPopUpBanner
          key={b.ProductPopUpId}
          kind={b.Kind}
          title={b.Title}
          description={b.Description}
          product={b.Product}
          cartQuantity={quantities.get(b.Product.SKU) ?? 0}
          onSubmit={(_sku, quantity) => editor.setQuantity(b.Product, quantity)}
          onDismiss={() => dismiss(b.ProductPopUpId)}
          isSaving={!!editor.saving[b.Product.SKU]}
          errorMessage={editor.errors[b.Product.SKU]}
        />
      ))}
    </Stack>
  );
}
