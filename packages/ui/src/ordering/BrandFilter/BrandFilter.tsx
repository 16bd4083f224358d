import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import { sprinkles } from '../../theme';
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
  /**
   * Brands the product list is filtered by now (what Apply last applied). The footer says when the
   * ticked brands differ from it. @default the `selected` brands as they were when the filter opened
   */
  applied?: ReadonlyArray<string>;
}

const sameBrands = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The content of the FILTER_PRODUCTS drawer (§2.11): a 'Brands' checkbox group (44 px rows) and a
 * footer with Clear and Apply (primary right). Put it in the Drawer primitive. Clear is disabled when
 * nothing is ticked.
 *
 * The footer stays at the bottom of the drawer while the brands scroll under it (`position: sticky`
 * against the drawer's scrolling panel), so Apply and Clear are in view on a 900 px window and on
 * phones however many brands there are.
 *
 * Closing without Apply (the drawer's ×, Escape or a tap outside) discards the ticks: the list keeps the
 * filter it had. That is what a close button means elsewhere in the portal (dialogs, popups), and a
 * filter that changed by itself on close would be a surprise on a shared shop tablet. So that nothing
 * is dropped silently, while the ticks differ from the applied filter the footer says 'Not applied yet'
 * and what closing does (`data-unapplied` on the panel; read politely by screen readers).
 */
export function BrandFilter({ brands, selected, onChange, onApply, onClear, applied }: BrandFilterProps) {
  // The drawer mounts this when it opens, with the draft set to the applied filter: that is the baseline.
  const [openedWith] = useState<ReadonlyArray<string>>(() => selected);
  const baseline = applied ?? openedWith;
  const unapplied = !sameBrands(selected, baseline);
  return (
    <Stack gap="medium" minWidth={0} data-unapplied={unapplied || undefined}>
      {brands.length === 0 ? (
        <Text as="p" tone="secondary">No brands to filter by.</Text>
      ) : (
        <CheckboxGroup className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' })} value={selected} onChange={onChange}>
          <Label className={css.groupLabel}>Brands</Label>
          <Box display="flex" flexDirection="column">
            {brands.map((b) => (
              <Checkbox key={b} value={b} className={`${sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' })} ${css.checkbox}`}>
                {({ isSelected }) => (
                  <>
                    <Text
                      size="small" weight="strong" tone="inverse" display="inline-flex" alignItems="center" justifyContent="center"
                      className={css.box} aria-hidden="true"
                    >
                      {isSelected && <Icon name="check" size={14} />}
                    </Text>
                    {b}
                  </>
                )}
              </Checkbox>
            ))}
          </Box>
        </CheckboxGroup>
      )}
      <Box display="flex" flexDirection="column" className={css.footer}>
        <Text as="p" size="small" tone="caution" className={css.note} role="status">
          {unapplied && (
            <>
              <strong>Not applied yet.</strong> Apply to show {selected.length === 0 ? 'all brands' : 'these brands'}; closing keeps the list as it is.
            </>
          )}
        </Text>
        <Box display="flex" gap="small" justifyContent="flex-end" flexWrap="wrap">
          <Button variant="secondary" onPress={onClear} isDisabled={selected.length === 0}>Clear</Button>
          <Button onPress={onApply}>Apply</Button>
        </Box>
      </Box>
    </Stack>
  );
}
