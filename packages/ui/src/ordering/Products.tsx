import { memo } from 'react';
import { Button as RACButton, Checkbox, CheckboxGroup, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { categoryNames, minimumOrderText, productSorts, productTags, type Category, type ProductLike } from '@trade-portal/domain';
import { Button } from '../components/Button';
import { Pill, Price, Skeleton } from '../components/Feedback';
import { TextField } from '../components/TextField';
import { QuantityStepper } from './QuantityStepper';
import * as css from './ordering.css';

/** The product fields a list item shows (§2.14, §3). */
export type ProductItemData = ProductLike & { PricePackRrp: number; PackSize: number; OuterImage: string };

export interface ProductListItemProps {
  product: ProductItemData;
  /** Quantity shown in the stepper, outers. */
  quantity: number;
  /** Quantity held in the back-end cart, outers. */
  inCartQuantity: number;
  onQuantityChange: (sku: string, next: number) => void;
  isSaving?: boolean;
  /** The server's message against this product (§8 Cart quantity update error). */
  errorMessage?: string | null;
}

/**
 * One product of /place-order (§2.14): image, name, brand, category, pack size, price per outer (EUR),
 * RRP per pack, the social-proof tags, the minimum-order line and the quantity stepper. Out-of-stock
 * products are muted with no stepper. A dense row on desktop, a card on phones.
 */
export const ProductListItem = memo(function ProductListItem({ product: p, quantity, inCartQuantity, onQuantityChange, isSaving, errorMessage }: ProductListItemProps) {
  const tags = productTags(p);
  const category = categoryNames[p.Category as Category] ?? p.Category;
  return (
    <li className={p.OutOfStock ? `${css.item} ${css.itemMuted}` : css.item} data-sku={p.SKU} aria-label={p.Product}>
      <img className={css.image} src={p.OuterImage} alt="" width={64} height={64} loading="lazy" />
      <div className={css.info}>
        <h3 className={css.name}>{p.Product}</h3>
        <span className={css.meta}>{p.Brand} · {category} · {p.PackSize} packs per outer · SKU {p.SKU}</span>
      </div>
      <div className={css.priceBlock}>
        <span><Price value={p.PriceOuter} className={css.priceMain} /> per outer</span>
        <span>RRP <Price value={p.PricePackRrp} /> per pack</span>
      </div>
      <div className={css.tags}>
        {tags.map((t) => <Pill key={t.id} tone={t.tone}>{t.label}</Pill>)}
        <span className={css.minimum}>{minimumOrderText(p)}</span>
      </div>
      <div className={css.stepperArea}>
        {inCartQuantity > 0 && <span className={css.inCart}>In cart: {inCartQuantity}</span>}
        {p.OutOfStock ? (
          <span className={css.outOfStock}>Out of stock</span>
        ) : (
          <QuantityStepper value={quantity} onChange={(n) => onQuantityChange(p.SKU, n)} rule={p} productName={p.Product} isPending={isSaving} errorMessage={errorMessage} />
        )}
      </div>
    </li>
  );
});

export interface ProductListProps {
  products: ProductItemData[];
  /** Quantities by SKU as shown (outers). */
  quantities: Record<string, number>;
  /** Quantities by SKU in the back-end cart. */
  inCart: Record<string, number>;
  onQuantityChange: (sku: string, next: number) => void;
  saving?: Record<string, boolean>;
  errors?: Record<string, string | undefined>;
  isLoading?: boolean;
  /** Empty state action. */
  onClearFilters?: () => void;
}

/** The product list with its loading (skeleton rows) and empty states. */
export function ProductList({ products, quantities, inCart, onQuantityChange, saving = {}, errors = {}, isLoading, onClearFilters }: ProductListProps) {
  if (isLoading) {
    return (
      <ul className={css.list} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={css.item}><Skeleton width={64} height={64} /><div className={css.info}><Skeleton width="70%" height={18} /><Skeleton width="40%" /></div></li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) {
    return (
      <div className={css.empty}>
        <strong>No products match your filter.</strong>
        {onClearFilters && <Button variant="secondary" onPress={onClearFilters}>Clear filters</Button>}
      </div>
    );
  }
  return (
    <ul className={css.list} aria-label="Products">
      {products.map((p) => (
        <ProductListItem key={p.SKU} product={p} quantity={quantities[p.SKU] ?? 0} inCartQuantity={inCart[p.SKU] ?? 0} onQuantityChange={onQuantityChange} isSaving={!!saving[p.SKU]} errorMessage={errors[p.SKU]} />
      ))}
    </ul>
  );
}

export interface ProductToolbarProps {
  sortId: number;
  onSortChange: (id: number) => void;
  /** Number of brands chosen in the filter. */
  brandCount: number;
  onOpenBrandFilter: () => void;
  search: string;
  onSearchChange: (text: string) => void;
}

/** Sort select (§9 sorts), the brand filter button (FILTER_PRODUCTS drawer, §2.11) and a search box. */
export function ProductToolbar({ sortId, onSortChange, brandCount, onOpenBrandFilter, search, onSearchChange }: ProductToolbarProps) {
  return (
    <div className={css.toolbar}>
      <Select selectedKey={sortId} onSelectionChange={(k) => onSortChange(Number(k))}>
        <Label className={css.fieldLabel}>Sort by</Label>
        <RACButton className={css.select}><SelectValue /> <span aria-hidden="true">▾</span></RACButton>
        <Popover className={css.popover}>
          <ListBox>
            {productSorts.map((s) => <ListBoxItem key={s.id} id={s.id} className={css.option}>{s.label}</ListBoxItem>)}
          </ListBox>
        </Popover>
      </Select>
      <Button variant="secondary" tone="accent" onPress={onOpenBrandFilter}>{brandCount > 0 ? `Filter by brand (${brandCount})` : 'Filter by brand'}</Button>
      <div style={{ flex: '1 1 220px', maxWidth: 360 }}>
        <TextField label="Search products" type="search" value={search} onChange={onSearchChange} placeholder="Name, brand or SKU" />
      </div>
    </div>
  );
}

export interface BrandFilterProps {
  brands: string[];
  selected: string[];
  onChange: (brands: string[]) => void;
  onApply: () => void;
  onClear: () => void;
}

/** The FILTER_PRODUCTS drawer content (§2.11): brands to show, Apply and Clear. */
export function BrandFilter({ brands, selected, onChange, onApply, onClear }: BrandFilterProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <CheckboxGroup value={selected} onChange={onChange} aria-label="Brands">
        {brands.map((b) => (
          <Checkbox key={b} value={b} className={css.checkbox}>
            {({ isSelected }) => (<><span className={css.box} aria-hidden="true">{isSelected ? '✓' : ''}</span>{b}</>)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onPress={onClear}>Clear</Button>
        <Button onPress={onApply}>Apply</Button>
      </div>
    </div>
  );
}
