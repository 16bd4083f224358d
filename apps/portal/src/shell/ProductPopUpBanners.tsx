/**
 * The banners of {@link ProductPopUps}, loaded only when a page has one to show: ui's ProductPopUpBanner
 * per popup, on the cart's quantities, saving through the page's cart editor (§2.13, §5, §8).
 */
import { useMemo } from 'react';
import type { ProductPopUpBanner as Banner } from '@trade-portal/api-client';
import { ProductPopUpBanner, Stack } from '@trade-portal/ui';
import { useCart } from '../api';
import type { ProductPopUpsProps } from './ProductPopUps';

/** Props of {@link ProductPopUpBanners}. */
export interface ProductPopUpBannersProps extends Pick<ProductPopUpsProps, 'editor'> {
  banners: readonly Banner[];
  /** × on a banner: its ProductPopUpId. */
  onDismiss: (id: number) => void;
}

/** One inline banner per product popup, in the server's order. */
export default function ProductPopUpBanners({ banners, editor, onDismiss }: ProductPopUpBannersProps) {
  const { data: cart } = useCart();
  const quantities = useMemo(() => new Map((cart?.BackEndCartDetails ?? []).map((l) => [l.SKU, l.Quantity])), [cart]);
  return (
    <Stack gap="small">
      {banners.map((b) => (
        <ProductPopUpBanner
          key={b.ProductPopUpId}
          kind={b.Kind}
          title={b.Title}
          description={b.Description}
          product={b.Product}
          cartQuantity={quantities.get(b.Product.SKU) ?? 0}
          onSubmit={(_sku, quantity) => editor.setQuantity(b.Product, quantity)}
          onDismiss={() => onDismiss(b.ProductPopUpId)}
          isSaving={!!editor.saving[b.Product.SKU]}
          errorMessage={editor.errors[b.Product.SKU]}
        />
      ))}
    </Stack>
  );
}
