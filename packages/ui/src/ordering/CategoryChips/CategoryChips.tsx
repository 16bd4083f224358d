import { memo } from 'react';
import { CATEGORY_ORDER, categoryNames, type Category } from '@trade-portal/domain';
import { ToggleButtonGroup, type ToggleButtonGroupItem } from '../../primitives/ToggleButtonGroup';
import * as css from './CategoryChips.css';

/** The key of the 'All' chip. */
const ALL = 'all';

/** 'All' and the §9 categories in their order, each chip carrying `data-category`. */
const items: readonly ToggleButtonGroupItem[] = [
  { id: ALL, label: 'All', data: { 'data-category': ALL } },
  ...CATEGORY_ORDER.map((c) => ({ id: c, label: categoryNames[c], data: { 'data-category': c } })),
];

/** Props of `CategoryChips`. */
export interface CategoryChipsProps {
  /** The chosen §9 category, or null for all of them. */
  value: Category | null;
  onChange: (category: Category | null) => void;
  /** While the catalogue loads. */
  isDisabled?: boolean;
}

/**
 * The category choice of /place-order: 'All' and the six categories of §9 in their order, by the spec's
 * names (Ready Made Cigarettes, Roll Your Own, e-Vapour, Nicotine Pouch, Cigars, Pipes), as single-choice
 * chips (the primitive ToggleButtonGroup: react-aria's from the page's first interaction, one always
 * chosen, arrow keys move between them; `data-selected` on the chosen chip, `data-category` on each). One category at a time, like the tabs of a catalogue;
 * it combines with the sort, the brand filter and the search. On phones and tablets the chips scroll
 * sideways in one line; from 932 px they wrap. Memoised: with a stable `onChange` it does not
 * re-render when only the cart changes.
 */
export const CategoryChips = memo(function CategoryChips({ value, onChange, isDisabled }: CategoryChipsProps) {
  return (
    <ToggleButtonGroup
      aria-label="Category"
      className={css.chips}
      itemClassName={css.chip}
      items={items}
      isDisabled={isDisabled}
      selectedKey={value ?? ALL}
      onSelectionChange={(next) => {
        if (next === ALL) onChange(null);
        else if ((CATEGORY_ORDER as readonly string[]).includes(next)) onChange(next as Category);
      }}
    />
  );
});
