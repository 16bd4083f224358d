import { useMemo, useState, type ReactNode } from 'react';
import { DidYouForget } from '@trade-portal/ui';
import { useAccountNumber, useCartQuantities, useProducts, useProductsBySku, type CartEditor } from '../../api';
import { useUsualOrder } from '../../api/usualOrder';
import { sessionSet } from '../../ordering/sessionSet';

/**
 * Stores whose 'Did you forget?' was hidden, until their cart is ordered or emptied ('for this checkout'):
 * kept for the browser session, so a reload of the cart does not bring it back.
 */
const hiddenFor = sessionSet<string>('didYouForgetHidden');

/** Props of `DidYouForgetSection`. */
export interface DidYouForgetSectionProps {
  /** The cart page's editor: 'Add' sets one line through it, shown at once and reverted with the server's message (§8). */
  editor: Pick<CartEditor, 'setQuantity' | 'saving' | 'errors'>;
  /** The cart has no orderable line: an order was placed or the cart emptied, so a hidden reminder may show again. */
  isCartEmpty: boolean;
  /**
   * What follows the section on the page, held back with it: until the usual order and the catalogue have
   * answered (or failed), `loading` shows in place of both, so the section never pushes it down as it
   * arrives (a layout shift of 0.14 on the 'Before you checkout' step at 820 px).
   */
  followedBy?: ReactNode;
  /** Shown in place of the section and `followedBy` while they wait. */
  loading?: ReactNode;
}

/**
 * 'Did you forget?' on /cart before checkout: the usual order's DidYouForget products that
 * the cart does not hold, each with its usual outers and 'Add', which sets that one line through the cart
 * editor (the line then shows in the cart and leaves this list). × hides it for this store until the
 * cart is ordered or emptied, across both steps of the page, later visits of it and a reload. Nothing shows
 * while the usual order loads (`loading`, in place of it and `followedBy`, when given), when it failed (a
 * reminder is no reason for an error) or when every staple is in the cart. Loaded with the page's other
 * extras (`cartExtras`).
 */
export function DidYouForgetSection({ editor, isCartEmpty, followedBy, loading }: DidYouForgetSectionProps) {
  const accountNumber = useAccountNumber() ?? '';
  const usual = useUsualOrder();
  const products = useProductsBySku();
  const catalogue = useProducts();
  const quantities = useCartQuantities();
  if (isCartEmpty) hiddenFor.delete(accountNumber);
  const [, setHiddenCount] = useState(0);
  const { setQuantity } = editor;

  const missing = useMemo(() => {
    const data = usual.data;
    if (!data) return [];
    const forget = new Set(data.DidYouForget);
    return data.Proposals.filter((p) => forget.has(p.SKU) && !quantities[p.SKU] && products?.has(p.SKU));
  }, [usual.data, quantities, products]);

  if (followedBy !== undefined && (usual.isPending || catalogue.isPending)) return loading ?? null;
  if (hiddenFor.has(accountNumber)) return followedBy ?? null;
  return (
    <>
      <DidYouForget
        products={missing}
        onAdd={(sku, quantity) => {
          const product = products?.get(sku);
          if (product) setQuantity(product, quantity);
        }}
        adding={editor.saving}
        errors={editor.errors}
        onDismiss={() => {
          hiddenFor.add(accountNumber);
          setHiddenCount((n) => n + 1);
        }}
      />
      {followedBy}
    </>
  );
}
