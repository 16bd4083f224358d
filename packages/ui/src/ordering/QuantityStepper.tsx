import { useEffect, useState } from 'react';
import { Button as RACButton, Group, Input } from 'react-aria-components';
import { canDecrease, canIncrease, decreaseQuantity, increaseQuantity, normaliseTypedQuantity, QUANTITY_MAX_LENGTH, type QuantityRule } from '@trade-portal/domain';
import * as css from './ordering.css';

export interface QuantityStepperProps {
  /** Current quantity, outers. */
  value: number;
  /** Called with the next valid quantity (§5 steps). */
  onChange: (next: number) => void;
  /** The product's MinimumOrder and MinimumOrderIncremental. */
  rule: QuantityRule;
  /** Product name, for the accessible labels. */
  productName: string;
  isDisabled?: boolean;
  /** Saving to the back-end cart. */
  isPending?: boolean;
  /** The server's message shown against the product (§8). */
  errorMessage?: string | null;
}

/**
 * The quantity control of §5: − and + step by the product's increment (0 → minimum, below minimum → 0,
 * at most 999); the typed value (3 characters at most) snaps to the next valid quantity on blur or Enter.
 * States: `data-pending` on the group while saving; error text linked with aria-describedby.
 */
export function QuantityStepper({ value, onChange, rule, productName, isDisabled, isPending, errorMessage }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = normaliseTypedQuantity(text, rule);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const errorId = `qty-error-${productName.replace(/\W+/g, '-')}`;
  return (
    <div className={css.stepperField}>
      <Group className={css.stepper} aria-label={`Quantity of ${productName} in outers`} data-pending={isPending || undefined} isDisabled={isDisabled}>
        <RACButton className={css.stepButton} aria-label={`Decrease quantity of ${productName}`} isDisabled={isDisabled || !canDecrease(value)} onPress={() => onChange(decreaseQuantity(value, rule))}>−</RACButton>
        <Input
          className={css.stepInput}
          aria-label={`Outers of ${productName}`}
          inputMode="numeric"
          maxLength={QUANTITY_MAX_LENGTH}
          value={text}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, QUANTITY_MAX_LENGTH))}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
        />
        <RACButton className={css.stepButton} aria-label={`Increase quantity of ${productName}`} isDisabled={isDisabled || !canIncrease(value, rule)} onPress={() => onChange(increaseQuantity(value, rule))}>+</RACButton>
      </Group>
      {isPending && <span className={css.saving} role="status">Saving…</span>}
      {errorMessage && <span id={errorId} className={css.fieldError} role="alert">{errorMessage}</span>}
    </div>
  );
}
