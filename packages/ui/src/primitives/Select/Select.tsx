import { useId } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon';
import { useLazyPart } from '../lazyPart';
import { overlayLayer, useDeferredTrigger } from '../overlayLayer';
import * as field from '../TextField/TextField.css';
import type { SelectProps } from './SelectLayer';
import * as css from './Select.css';
import { RequiredMark } from './RequiredMark';

export type { SelectOption, SelectProps } from './SelectLayer';

/**
 * A single-choice react-aria Select (sort order, history period, store). Controlled with `value` /
 * `onChange` (the option `id`). State selectors: `data-open`, `data-focus-visible`, `data-invalid`.
 * With `isRequired` its label carries the same red asterisk as a required text field's, and says
 * '(required)' to a screen reader (a button cannot carry `aria-required`, so its name says it).
 * Its list is in the overlay layer (`overlayLayer` in `lazyPart.ts`), fetched at the page's first interaction: until
 * then a look-alike button with the same label, value and size stands in, so nothing shifts, and a press
 * on it opens the list as soon as the layer is there.
 * Used by the product sort (§2.14, §9) and the order history period (§4).
 */
export function Select(props: SelectProps) {
  const layer = useLazyPart(overlayLayer, false);
  const { slotProps, onEarlyPress } = useDeferredTrigger<HTMLDivElement>(layer);
  const labelId = useId();
  const valueId = useId();
  if (layer) {
    return (
      <div className={css.slot} {...slotProps}>
        <layer.Select {...props} />
      </div>
    );
  }
  const key = props.value ?? props.selectedKey ?? props.defaultValue ?? props.defaultSelectedKey;
  const selected = props.items.find((item) => item.id === key);
  return (
    <div className={css.slot} {...slotProps}>
      <div className={field.field}>
        <span id={labelId} className={field.label}>
          {props.label}
          {props.isRequired && <RequiredMark />}
        </span>
        <Button
          className={css.trigger}
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-labelledby={`${valueId} ${labelId}`}
          isDisabled={props.isDisabled}
          onPress={onEarlyPress}
        >
          <span id={valueId} className={css.value} data-placeholder={selected ? undefined : true}>
            {selected?.label ?? props.placeholder ?? 'Select an item'}
          </span>
          <Icon name="chevronDown" />
        </Button>
        {props.description && <span className={field.description}>{props.description}</span>}
      </div>
    </div>
  );
}
