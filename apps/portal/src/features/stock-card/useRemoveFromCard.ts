import { useCallback, useState, type RefObject } from 'react';
import type { Product } from '@trade-portal/api-client';
import { useStockCardEditor } from '../../api';

/**
 * The gold star that takes a product off the stock card (§2.1 /stock-card): optimistic, rolled back with
 * the server's message (`error`). The pressed star leaves with its row, so focus goes to the next row's
 * star (else the previous one's, else the heading) and the removal is announced: a keyboard user keeps
 * their place in the list.
 * @param products the card in its order
 * @param pageRef the page, where the next star and the heading are found
 * @returns `onRemove(sku)`, the `announcement` for the page's live region, and the last refused change
 */
export function useRemoveFromCard(products: readonly Product[], pageRef: RefObject<HTMLElement | null>) {
  const { setOnCard, error } = useStockCardEditor();
  const [announcement, setAnnouncement] = useState('');
  const onRemove = useCallback(
    (sku: string) => {
      const index = products.findIndex((p) => p.SKU === sku);
      const product = products[index];
      if (!product) return;
      const neighbour = products[index + 1] ?? products[index - 1];
      setOnCard(product, false);
      setAnnouncement(`Removed ${product.Product} from your stock card.`);
      requestAnimationFrame(() => {
        const target = neighbour
          ? pageRef.current?.querySelector<HTMLElement>(`li[data-sku="${CSS.escape(neighbour.SKU)}"] [data-stock-card-control]`)
          : pageRef.current?.querySelector<HTMLElement>('h1');
        target?.focus();
      });
    },
    [products, setOnCard, pageRef],
  );
  return { onRemove, announcement, error };
}
