import { useEffect, useId, useState } from 'react';
import { Button as RACButton, Group, Input } from 'react-aria-components';
import {
  canDecrease, canIncrease, decreaseQuantity, increaseQuantity, normaliseTypedQuantity, QUANTITY_MAX_LENGTH, type QuantityRule,
} from '@trade-portal/domain';
import { Spinner } from '../../primitives/Button';
import * as css from './QuantityStepper.css';

/** Props of {@link QuantityStepper}. Quantities are outers, whole numbers 0–999. */
export interface QuantityStepperProps {
  /** Current quantity, outers. */
  value: number;
  /** Called with the next valid quantity (§5 steps); never called with the current value. */
  onChange: (next: number) => void;
  /** The product's MinimumOrder and MinimumOrderIncremental, outers (§3). */
  rule: QuantityRule;
  /** Product name, used in the accessible names ('Increase quantity of {Product}'). */
  productName: string;
  /** Accessible name of the control as a whole. @default 'Quantity of {productName} in outers' */
  label?: string;
  /** Out of stock or otherwise not orderable: both buttons and the input are disabled. */
  isDisabled?: boolean;
  /** The change is being saved to the back-end cart: shows 'Saving…' but keeps the control usable. */
  isPending?: boolean;
  /** The server's message shown against the product (§8 Cart quantity update error). */
  errorMessage?: string | null;
}

/**
 * The quantity control of §5 (and §2.13's popups): − and + step by the product's increment through
 * domain's rules (0 → MinimumOrder; at or below the minimum − goes to 0; + stops at the last valid
 * quantity not above 999; − is disabled at 0). The typed value takes digits only, at most 3 characters,
 * and snaps to the next valid quantity on blur or Enter; an emptied box or one with no digit goes back
 * to the current value, as Escape does (typing 0 removes the line).
 * Buttons are 44 × 44 px touch targets.
 *
 * State selectors: `[data-pending]` on the field while saving, `[data-invalid]` on the group with an
 * error, `[data-disabled]` when disabled. The error text is linked to the input with aria-describedby.
 */
export function QuantityStepper({ value, onChange, rule, productName, label, isDisabled, isPending, errorMessage }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  // The cart value wins whenever it changes (e.g. the §8 revert after a failed save).
  useEffect(() => setText(String(value)), [value]);
  const errorId = useId();
  const change = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const commit = () => change(normaliseTypedQuantity(text, rule, value));
  const invalid = Boolean(errorMessage);

  return (
    <div className={css.field} data-pending={isPending || undefined}>
      <Group
        className={css.group}
        aria-label={label ?? `Quantity of ${productName} in outers`}
        isDisabled={isDisabled}
        isInvalid={invalid}
      >
        <RACButton
          className={css.stepButton}
          aria-label={`Decrease quantity of ${productName}`}
          isDisabled={isDisabled || !canDecrease(value)}
          onPress={() => change(decreaseQuantity(value, rule))}
        >
          <span aria-hidden="true">−</span>
        </RACButton>
        <Input
          className={css.input}
          aria-label={`Outers of ${productName}`}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={QUANTITY_MAX_LENGTH}
          value={text}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, QUANTITY_MAX_LENGTH))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setText(String(value));
          }}
        />
        <RACButton
          className={css.stepButton}
          aria-label={`Increase quantity of ${productName}`}
          isDisabled={isDisabled || !canIncrease(value, rule)}
          onPress={() => change(increaseQuantity(value, rule))}
        >
          <span aria-hidden="true">+</span>
        </RACButton>
      </Group>
      {isPending && (
        <span className={invalid ? `${css.status} ${css.statusInFlow}` : css.status}>
          <Spinner label={`Saving ${productName}`} /> Saving…
        </span>
      )}
      {invalid && (
        <p id={errorId} className={css.error} role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
