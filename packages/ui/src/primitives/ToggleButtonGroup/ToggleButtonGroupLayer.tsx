import { ToggleButton, ToggleButtonGroup as RACToggleButtonGroup } from 'react-aria-components';

/** One choice of a `ToggleButtonGroup`. */
export interface ToggleButtonGroupItem {
  /** The key reported by `onSelectionChange`. */
  id: string;
  label: string;
  /** `data-*` attributes for the chip (`data-category` on /place-order's chips). */
  data?: Readonly<Record<`data-${string}`, string>>;
}

/** Props of `ToggleButtonGroup`: a single-choice group where one chip is always chosen. */
export interface ToggleButtonGroupProps {
  /** The group's accessible name. */
  'aria-label': string;
  /** The chips, in display order. */
  items: readonly ToggleButtonGroupItem[];
  /** The chosen chip's id. */
  selectedKey: string;
  /** Called with the id of the chip the user chose (never for the chip already chosen). */
  onSelectionChange: (id: string) => void;
  isDisabled?: boolean;
  /** Class of the group. */
  className?: string;
  /** Class of each chip; states are `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`. */
  itemClassName?: string;
}

/**
 * The implementation of `ToggleButtonGroup` in `./ToggleButtonGroup.tsx`: react-aria's ToggleButtonGroup
 * in single selection (`role="radiogroup"`, chips `role="radio"`, arrow keys move between them), loaded
 * with the overlay layer (`overlayLayer` in `../lazyPart.ts`) since its keyboard handling brings react-aria's focus walker.
 */
export function ToggleButtonGroup({ items, selectedKey, onSelectionChange, isDisabled, className, itemClassName, ...props }: ToggleButtonGroupProps) {
  return (
    <RACToggleButtonGroup
      aria-label={props['aria-label']}
      className={className}
      selectionMode="single"
      disallowEmptySelection
      isDisabled={isDisabled}
      selectedKeys={[selectedKey]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next !== undefined && next !== selectedKey) onSelectionChange(String(next));
      }}
    >
      {items.map((item) => (
        <ToggleButton key={item.id} id={item.id} className={itemClassName} {...item.data}>
          {item.label}
        </ToggleButton>
      ))}
    </RACToggleButtonGroup>
  );
}
