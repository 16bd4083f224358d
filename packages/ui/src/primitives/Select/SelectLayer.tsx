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
export function Select({ label, items, description, errorMessage, ...props }: SelectProps) {
  return (
    <RACSelect {...props} className={field.field}>
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
