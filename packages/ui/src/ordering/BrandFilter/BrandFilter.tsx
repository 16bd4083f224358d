import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import * as css from './BrandFilter.css';

/** Props of {@link BrandFilter}. Brands are the catalogue's Brand values. */
export interface BrandFilterProps {
  /** Brands to offer, in display order (domain `productBrands` gives them A-Z). */
  brands: ReadonlyArray<string>;
  /** Brands ticked (a draft until Apply). */
  selected: string[];
  onChange: (brands: string[]) => void;
  /** Applies the ticked brands (the caller closes the drawer). */
  onApply: () => void;
  /** Clears the filter (the caller closes the drawer). */
  onClear: () => void;
}

/**
 * The content of the FILTER_PRODUCTS drawer (§2.11): a 'Brands' checkbox group (44 px rows) and the
 * Clear and Apply actions (primary right). Put it in the Drawer primitive. Clear is disabled
 * when nothing is ticked.
 */
export function BrandFilter({ brands, selected, onChange, onApply, onClear }: BrandFilterProps) {
  return (
    <div className={css.panel}>
      {brands.length === 0 ? (
        <p className={css.emptyText}>No brands to filter by.</p>
      ) : (
        <CheckboxGroup className={css.group} value={selected} onChange={onChange}>
          <Label className={css.groupLabel}>Brands</Label>
          <div className={css.options}>
            {brands.map((b) => (
              <Checkbox key={b} value={b} className={css.checkbox}>
                {({ isSelected }) => (
                  <>
                    <span className={css.box} aria-hidden="true">{isSelected ? '✓' : ''}</span>
                    {b}
                  </>
                )}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onPress={onClear} isDisabled={selected.length === 0}>Clear</Button>
        <Button onPress={onApply}>Apply</Button>
      </div>
    </div>
  );
}
