import { useCallback, useMemo } from 'react';
import type { BackEndCart } from '@trade-portal/api-client';
import { UnavailableLines, type AlternativeOffer, type UnavailableLine } from '@trade-portal/ui';
import { useAlternativeProducts, type CartEditor } from '../../api';
import type { UnavailableCartLine } from '../../ordering/cartRules';
import { swapOffer } from '../../ordering/swap';

/** Props of `UnavailableSection`. */
export interface UnavailableSectionProps {
  /** The lines kept in the cart but not ordered (`unavailableCartLines`). */
  lines: readonly UnavailableCartLine[];
  /** The cart as shown, for the alternative's quantity already in it. */
  cart: BackEndCart | undefined;
  editor: Pick<CartEditor, 'setQuantity' | 'saving' | 'errors'>;
}

/**
 * 'Not available' on /cart (§4 Cart loading, §8): the lines dropped from the order and why, each with
 * Remove; an out-of-stock line whose AlternativeProduct is orderable offers 'Swap for {product}'.
 * Swap rule (`swapOffer`): the old line is removed and the alternative set to its MinimumOrder, or kept
 * at what the cart already holds when that is more (a swap never lowers a line). Both go through the cart editor,
 * so each is shown at once and reverted with the server's message if refused (§8).
 */
export function UnavailableSection({ lines, cart, editor }: UnavailableSectionProps) {
  const outOfStock = useMemo(() => lines.filter((l) => l.Reason === 'OutOfStock').map((l) => l.SKU), [lines]);
  const alternatives = useAlternativeProducts(outOfStock);
  const { setQuantity } = editor;

  const shown: UnavailableLine[] = useMemo(
    () =>
      lines.map((l) => ({
        sku: l.SKU,
        productName: l.Product,
        quantity: l.Quantity,
        reason: l.Reason,
        alternative: l.Reason === 'OutOfStock' ? swapOffer(alternatives.get(l.SKU), cart) : null,
      })),
    [lines, alternatives, cart],
  );

  const remove = useCallback(
    (sku: string) => {
      const line = lines.find((l) => l.SKU === sku);
      // Its price no longer matters: a removal only drops the line.
      if (line) setQuantity({ SKU: line.SKU, Product: line.Product, PriceOuter: 0 }, 0);
    },
    [lines, setQuantity],
  );
  const swap = useCallback(
    (sku: string, offer: AlternativeOffer) => {
      const product = alternatives.get(sku);
      if (!product || product.SKU !== offer.sku) return;
      remove(sku);
      setQuantity(product, offer.quantity);
    },
    [alternatives, remove, setQuantity],
  );

  return <UnavailableLines lines={shown} onRemove={remove} onSwap={swap} saving={editor.saving} errors={editor.errors} />;
}
