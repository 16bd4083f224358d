import { useState, useTransition } from 'react';
import type { Key } from 'react-aria-components';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select as RACSelect, SelectValue, Text, type SelectProps as RACSelectProps } from 'react-aria-components';
import { Icon } from '../Icon';
import * as field from '../TextField/TextField.css';
import * as css from './Select.css';
import { RequiredMark } from './RequiredMark';

/** One choice of a Select. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<RACSelectProps<SelectOption, 'single'>, 'className' | 'children' | 'style' | 'items' | 'selectionMode'> {
  /** Visible label. */
  label: string;
  /** The choices, in display order. */
  items: readonly SelectOption[];
  description?: string;
  errorMessage?: string;
}

/** The implementation of `Select` in `./Select.tsx`, loaded with the overlay layer (`overlayLayer` in `../lazyPart.ts`). */
export function Select({ label, items, description, errorMessage, isOpen: openProp, defaultOpen, onOpenChange, ...props }: SelectProps) {
  // The list opens in a transition: the trigger's press paints first, then the popover is drawn and
  // placed (its placing reads the page's layout, 60-100 ms at 4× CPU on /place-order) in a later task.
  // It closes at once, so a choice or Escape hands focus back to the trigger in the same frame.
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const [, startTransition] = useTransition();
  const changeOpen = (open: boolean) => {
    if (open) startTransition(() => setOwnOpen(true));
    else setOwnOpen(false);
    onOpenChange?.(open);
  };
  return (
    <RACSelect {...props} isOpen={openProp ?? ownOpen} onOpenChange={changeOpen} className={field.field}>
      <Label className={field.label}>
        {label}
        {props.isRequired && <RequiredMark />}
      </Label>
      <Button className={css.trigger}>
        <SelectValue className={css.value} />
        <Icon name="chevronDown" />
      </Button>
      {description && <Text slot="description" className={field.description}>{description}</Text>}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={css.popover}>
        <ListBox className={css.listBox} items={items}>
          {(item) => <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={css.option}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
