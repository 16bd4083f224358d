import { useCallback, useState } from 'react';
import { errorMessage, type Product } from '@trade-portal/api-client';
import { ShelfCount } from '@trade-portal/ui';
import { useSetShelfTarget, useShelfTargets } from '../../api';

/** Props of {@link ShelfCountPanel}. */
export interface ShelfCountPanelProps {
  /** The stock card's products, in card order. */
  products: ReadonlyArray<Product>;
  /** Outers in the cart by SKU. */
  inCart: Readonly<Record<string, number>>;
  /** The page's cart editor: sets a line's quantity (outers) through the same calls as the steppers. */
  setQuantity: (product: Product, outers: number) => void;
  /** Lines being saved by the cart editor. */
  saving: Readonly<Record<string, boolean | undefined>>;
  /** The cart editor's §8 messages by SKU. */
  cartErrors: Readonly<Record<string, string | null | undefined>>;
}

/**
 * /stock-card's shelf count to order (issue 12, ADR 0029), loaded when the retailer opens it: the targets
 * come from and go to the server; accepted proposals go into the cart through the page's cart editor, so
 * they follow §5's steps and the same retries as a stepper press.
 */
export default function ShelfCountPanel({ products, inCart, setQuantity, saving, cartErrors }: ShelfCountPanelProps) {
  const targets = useShelfTargets();
  const setTarget = useSetShelfTarget();
  const [targetErrors, setTargetErrors] = useState<Record<string, string | null>>({});
  const onTargetChange = useCallback(
    (sku: string, targetPacks: number | null) => {
      setTargetErrors((e) => ({ ...e, [sku]: null }));
      setTarget.mutate({ sku, targetPacks }, { onError: (error) => setTargetErrors((e) => ({ ...e, [sku]: errorMessage(error) })) });
    },
    [setTarget],
  );
  const onAccept = useCallback(
    (lines: ReadonlyArray<{ sku: string; outers: number }>) => {
      for (const { sku, outers } of lines) {
        const product = products.find((p) => p.SKU === sku);
        if (product) setQuantity(product, outers);
      }
    },
    [products, setQuantity],
  );
  // Targets arrive once; until then the fields start empty and a retailer's typing is not overwritten.
  if (targets.isPending) return <p role="status">Loading your shelf levels…</p>;
  return (
    <ShelfCount
      products={products}
      targets={targets.data ?? {}}
      inCart={inCart}
      onTargetChange={onTargetChange}
      onAccept={onAccept}
      saving={saving}
      errors={{ ...cartErrors, ...Object.fromEntries(Object.entries(targetErrors).filter(([, m]) => m)) }}
    />
  );
}
