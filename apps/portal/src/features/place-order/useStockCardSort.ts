import { useCallback, useMemo, useState } from 'react';
import type { Product } from '@trade-portal/api-client';
import type { ProductListStockCard } from '@trade-portal/ui';
import { useAccountNumber, useStockCard, useStockCardEditor } from '../../api';
import { useStockCardOffer } from '../../shell/useStockCardLink';

/**
 * The stock card on /place-order (§2.5, §6, §9; access checked as for the header's link, ADR 0012): each
 * row's star saves the product to the card or takes it off (optimistic, rolled back with the server's
 * message), and the order the Stock Card sort uses. That order is the card as it was when the page loaded
 * it or when Stock Card was last chosen (`takeCardOrder`), so a starred row does not jump away under the
 * finger; another store's card is taken afresh.
 * @param bySku the orderable catalogue by SKU
 * @returns `cardOrder` (SKU → StockCardOrder, null without access or before the card loads), the rows'
 *   `stockCardRows`, the last refused change (`error`), `takeCardOrder`, and whether access or the card
 *   are still being decided (`isDeciding`, `isPending`)
 */
export function useStockCardSort(bySku: ReadonlyMap<string, Product>) {
  // The ordering guard keeps tier 3 out; the check follows the header's width rule (§2.5, §9).
  const { offered: hasStockCard, isDeciding } = useStockCardOffer(false);
  const stockCard = useStockCard(hasStockCard);
  const { setOnCard, error } = useStockCardEditor();
  const cardOrderNow = useMemo(() => new Map((stockCard.data ?? []).map((p) => [p.SKU, p.StockCardOrder])), [stockCard.data]);
  const accountNumber = useAccountNumber();
  const [sortCard, setSortCard] = useState<{ accountNumber: string | null; order: ReadonlyMap<string, number> } | null>(null);
  if (stockCard.data && sortCard?.accountNumber !== accountNumber) setSortCard({ accountNumber, order: cardOrderNow });
  const cardOrder = hasStockCard && sortCard?.accountNumber === accountNumber ? sortCard.order : null;
  const loaded = !!stockCard.data;
  const takeCardOrder = useCallback(() => {
    if (loaded) setSortCard({ accountNumber, order: cardOrderNow });
  }, [loaded, accountNumber, cardOrderNow]);
  const onChange = useCallback(
    (sku: string, onCard: boolean) => {
      const product = bySku.get(sku);
      if (product) setOnCard(product, onCard);
    },
    [bySku, setOnCard],
  );
  const onCard = useMemo(() => new Set(cardOrderNow.keys()), [cardOrderNow]);
  const stockCardRows = useMemo<ProductListStockCard | undefined>(() => (hasStockCard ? { onCard, onChange } : undefined), [hasStockCard, onCard, onChange]);
  return { cardOrder, stockCardRows, error, takeCardOrder, isDeciding, isPending: hasStockCard && stockCard.isPending };
}
