import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useLazyPart } from '../lazyPart';
import { overlayLayer } from '../overlayLayer';
import type { ToggleButtonGroupProps } from './ToggleButtonGroupLayer';
import * as css from './ToggleButtonGroup.css';

export type { ToggleButtonGroupItem, ToggleButtonGroupProps } from './ToggleButtonGroupLayer';

/**
 * Single-choice chips, one always chosen (react-aria ToggleButtonGroup: `role="radiogroup"`, each chip a
 * `role="radio"` button with `aria-checked` and `data-selected`; arrow keys move between chips).
 * Its keyboard handling brings react-aria's focus walker, so until the overlay layer arrives (the page's
 * first pointer move, touch, key or focus, ADR 0008) the same chips are drawn as plain radio buttons: a
 * press on one chooses it as the real group would, and the focus a chip had moves to the real chip.
 */
export function ToggleButtonGroup(props: ToggleButtonGroupProps) {
  const layer = useLazyPart(overlayLayer, false);
  const slot = useRef<HTMLDivElement>(null);
  // The index of the stand-in chip that has focus, so the real one gets it back.
  const focused = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (!layer || focused.current === null) return;
    slot.current?.querySelectorAll<HTMLElement>('button')[focused.current]?.focus();
    focused.current = null;
  }, [layer]);

  if (layer) {
    return (
      <div className={css.slot} ref={slot}>
        <layer.ToggleButtonGroup {...props} />
      </div>
    );
  }
  const { items, selectedKey, onSelectionChange, isDisabled, className, itemClassName } = props;
  return (
    <div className={css.slot} ref={slot}>
      <div
        role="radiogroup"
        aria-label={props['aria-label']}
        aria-disabled={isDisabled || undefined}
        className={className}
        data-orientation="horizontal"
        data-disabled={isDisabled || undefined}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selectedKey;
          return (
            <button
              key={item.id}
              type="button"
              role="radio"
              aria-checked={isSelected}
              className={itemClassName}
              data-selected={isSelected || undefined}
              data-disabled={isDisabled || undefined}
              disabled={isDisabled}
              {...item.data}
              onFocus={() => {
                focused.current = index;
              }}
              // A chip removed while focused may report a blur: only a blur that leaves it in the page counts.
              onBlur={(event: FocusEvent) => {
                if (event.target.isConnected) focused.current = null;
              }}
              onClick={() => {
                if (!isSelected) onSelectionChange(item.id);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
