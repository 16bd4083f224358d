import { useMemo, useState } from 'react';
import { DidYouForget } from '@trade-portal/ui';
import { useAccountNumber, useCartQuantities, useProductsBySku, type CartEditor } from '../../api';
import { useUsualOrder } from '../../api/usual-order';
import { sessionSet } from '../../lib/sessionSet';

/**
 * Stores whose 'Did you forget?' was hidden, until their cart is ordered or emptied ('for this checkout'):
 * kept for the browser session, so a reload of the cart does not bring it back.
 */
const hiddenFor = sessionSet<string>('didYouForgetHidden');

/** Props of {@link DidYouForgetSection}. */
export interface DidYouForgetSectionProps {
  /** The cart page's editor: 'Add' sets one line through it, shown at once and reverted with the server's message (§8). */
  editor: Pick<CartEditor, 'setQuantity' | 'saving' | 'errors'>;
  /** The cart has no orderable line: an order was placed or the cart emptied, so a hidden reminder may show again. */
  isCartEmpty: boolean;
}

/**
 * 'Did you forget?' on /cart before checkout (issue 26 §1): the usual order's DidYouForget products that
 * the cart does not hold, each with its usual outers and 'Add', which sets that one line through the cart
 * editor (the line then shows in the cart and leaves this list). × hides it for this store until the
 * cart is ordered or emptied, across both steps of the page, later visits of it and a reload. Nothing shows while
 * the usual order loads, when it failed (a reminder is no reason for an error) or when every staple is
 * in the cart. Loaded with the page's other extras (`cartExtras`).
 */
export function DidYouForgetSection({ editor, isCartEmpty }: DidYouForgetSectionProps) {
  const accountNumber = useAccountNumber() ?? '';
  const usual = useUsualOrder();
  const products = useProductsBySku();
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

  if (hiddenFor.has(accountNumber)) return null;
  return (
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
  );
}
