import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import { sprinkles, visuallyHidden } from '../../theme';
import * as css from './BrandFilter.css';

/** Props of `BrandFilter`. Brands are the catalogue's Brand values. */
export interface BrandFilterProps {
  /** Brands to offer, in display order (domain `productBrands` gives them A-Z). */
  brands: ReadonlyArray<string>;
  /** Brands ticked when the filter opens (the applied filter); the ticks are then the filter's own draft until Apply. */
  selected: string[];
  /** Called with the ticked brands at each tick (for a caller that follows the draft). */
  onChange?: (brands: string[]) => void;
  /** Applies the ticked brands, given in the order they were ticked (the caller closes the drawer). */
  onApply: (brands: string[]) => void;
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
 *
 * Each brand is a native checkbox in a label, drawn as react-aria's Checkbox draws one (the same DOM:
 * a visually hidden input inside the label, `data-selected` on the label), in a group named 'Brands'.
 * react-aria's Checkbox cost ~2 ms per brand to mount at 4× CPU, inside the tap that opens the drawer,
 * and a tick redrew the whole group; a native checkbox has the same keyboard path (Tab, Space) and
 * screen-reader name and state, and a memoised row redraws alone (ADR 0037).
 */
export function BrandFilter({ brands, selected: openedWith, onChange, onApply, onClear, applied }: BrandFilterProps) {
  // The draft is the filter's own: a tick redraws the group's changed row, not the drawer and the
  // page around it (a redraw of react-aria's modal reads the page's computed style, 50–120 ms at 4× CPU).
  const [selected, setSelected] = useState<string[]>(openedWith);
  const [initial] = useState<ReadonlyArray<string>>(openedWith);
  const baseline = applied ?? initial;
  const unapplied = !sameBrands(selected, baseline);
  const labelId = useId();
  const ticked = useMemo(() => new Set(selected), [selected]);
  // The latest ticks, read when a box is toggled: the callback stays the same, so ticking one brand
  // redraws that brand's row and not every row of the group.
  const latest = useRef(selected);
  latest.current = selected;
  const notify = useRef(onChange);
  notify.current = onChange;
  const toggle = useCallback((brand: string, on: boolean) => {
    const now = latest.current.filter((b) => b !== brand);
    const next = on ? [...now, brand] : now;
    latest.current = next;
    setSelected(next);
    notify.current?.(next);
  }, []);
  return (
    <Stack gap="medium" minWidth={0} data-unapplied={unapplied || undefined}>
      {brands.length === 0 ? (
        <Text as="p" tone="secondary">No brands to filter by.</Text>
      ) : (
        <div
          role="group"
          aria-labelledby={labelId}
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' })}
          // Chromium gives a box focused through its label's click :focus-visible: the ring is for keys
          // only, as react-aria's is, so a press marks the group until a key or focus leaving it.
          onPointerDown={(e) => (e.currentTarget.dataset.pointer = '')}
          onKeyDown={(e) => delete e.currentTarget.dataset.pointer}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) delete e.currentTarget.dataset.pointer;
          }}
        >
          <span id={labelId} className={css.groupLabel}>Brands</span>
          <Box display="flex" flexDirection="column">
            {brands.map((b) => (
              <BrandOption key={b} brand={b} isSelected={ticked.has(b)} onToggle={toggle} />
            ))}
          </Box>
        </div>
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
          <Button
            variant="secondary"
            onPress={() => {
              setSelected([]);
              onClear();
            }}
            isDisabled={selected.length === 0}
          >
            Clear
          </Button>
          <Button onPress={() => onApply(selected)}>Apply</Button>
        </Box>
      </Box>
    </Stack>
  );
}

/** Props of one brand's row: `onToggle(brand, ticked)` is the same function for every row. */
interface BrandOptionProps {
  brand: string;
  isSelected: boolean;
  onToggle: (brand: string, on: boolean) => void;
}

/** One brand: a native checkbox (visually hidden) in a 44 px label with a drawn 22 px box. */
const BrandOption = memo(function BrandOption({ brand, isSelected, onToggle }: BrandOptionProps) {
  return (
    <label data-selected={isSelected || undefined} className={`${sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' })} ${css.checkbox}`}>
      <span className={visuallyHidden}>
        <input type="checkbox" value={brand} checked={isSelected} onChange={(e) => onToggle(brand, e.currentTarget.checked)} />
      </span>
      <Text
        size="small" weight="strong" tone="inverse" display="inline-flex" alignItems="center" justifyContent="center"
        className={css.box} aria-hidden="true"
      >
        {isSelected && <Icon name="check" size={14} />}
      </Text>
      {brand}
    </label>
  );
});
