import { memo } from 'react';
import { productSorts, type ProductSortId } from '@trade-portal/domain';
import { visuallyHidden } from '../../theme';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { Select } from '../../primitives/Select';
import * as css from './ProductToolbar.css';

/** Props of `ProductToolbar`. */
export interface ProductToolbarProps {
  /** The chosen §9 sort: 0 Stock Card, 1 A-Z, 2 Z-A, 3 Price List. */
  sortId: number;
  onSortChange: (id: ProductSortId) => void;
  /** Number of brands chosen in the filter; shown on the button when above 0. */
  brandCount: number;
  /** Opens the FILTER_PRODUCTS drawer (§2.11). */
  onOpenBrandFilter: () => void;
  /** Search text, matched against product name, brand or SKU by the caller. */
  search: string;
  onSearchChange: (text: string) => void;
  /** While the catalogue loads. */
  isDisabled?: boolean;
}

/**
 * The /place-order toolbar: 'Sort by' with the four sorts of §9 (domain `productSorts`), the
 * 'Filter by brand' button with the active brand count (`data-active` when above 0), and a search field
 * ('Search products', by name, brand or SKU). Three across from 768 px; search on top on phones.
 * Memoised: with stable callbacks it does not re-render when only the cart changes.
 */
export const ProductToolbar = memo(function ProductToolbar({ sortId, onSortChange, brandCount, onOpenBrandFilter, search, onSearchChange, isDisabled }: ProductToolbarProps) {
  return (
    <div className={css.toolbar} role="group" aria-label="Sort and filter products">
      <div className={css.sort}>
        <Select
          label="Sort by"
          items={productSorts}
          selectedKey={sortId}
          onSelectionChange={(key) => {
            const sort = productSorts.find((s) => s.id === key);
            if (sort) onSortChange(sort.id);
          }}
          isDisabled={isDisabled}
        />
      </div>
      <Box display="flex" minWidth={0} className={css.filter} data-active={brandCount > 0 || undefined}>
        <Button variant="secondary" tone="accent" onPress={onOpenBrandFilter} isDisabled={isDisabled} fullWidth>
          Filter by brand
          {brandCount > 0 && (
            <>
              <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" className={css.count} aria-hidden="true">{brandCount}</Box>
              <span className={visuallyHidden}>({brandCount} chosen)</span>
            </>
          )}
        </Button>
      </Box>
      <div className={css.search}>
        <TextField label="Search products" type="search" value={search} onChange={onSearchChange} placeholder="Name, brand or SKU" isDisabled={isDisabled} />
      </div>
    </div>
  );
});
