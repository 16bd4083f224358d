import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as css from './shared.css';

/** Props of the small labelled select the ordering toolbars use. */
export interface SimpleSelectProps<K extends Key> {
  /** Visible label. */
  label: string;
  options: ReadonlyArray<{ id: K; label: string }>;
  selectedKey: K;
  onSelectionChange: (key: K) => void;
  isDisabled?: boolean;
}

/**
 * A react-aria Select with a visible label and a list box in a popover, styled for 44 px touch targets.
 * Internal to the ordering components until the primitives offer a Select.
 */
export function SimpleSelect<K extends Key>({ label, options, selectedKey, onSelectionChange, isDisabled }: SimpleSelectProps<K>) {
  return (
    <Select
      className={css.selectField}
      selectedKey={selectedKey}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        const option = options.find((o) => String(o.id) === String(key));
        if (option) onSelectionChange(option.id);
      }}
    >
      <Label className={css.fieldLabel}>{label}</Label>
      <Button className={css.selectTrigger}>
        <SelectValue className={css.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={css.popover}>
        <ListBox className={css.listBox}>
          {options.map((o) => (
            <ListBoxItem key={String(o.id)} id={o.id} className={css.option} textValue={o.label}>
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
