import { useEffect, useId, useRef, useState } from 'react';
import { Button as RACButton, Input } from 'react-aria-components';
import {
  canDecrease, canIncrease, correctTypedQuantity, decreaseQuantity, increaseQuantity, largeLineBound, outers, QUANTITY_MAX_LENGTH, type QuantityRule,
} from '@trade-portal/domain';
import { Button, Spinner } from '../../primitives/Button';
import { Box } from '../../primitives/Box';
import { Text } from '../../primitives/Text';
import { sprinkles } from '../../theme';
import * as css from './QuantityStepper.css';

/** Props of `QuantityStepper`. Quantities are outers, whole numbers 0–999. */
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
  /**
   * Outers above which a typed quantity is confirmed before `onChange` (a typo guard: 5000 typed in the
   * 3-character box is 500): 'Keep 500 outers' sends it, 'Change' puts the box back. Steps never ask.
   * @default domain's `largeLineBound()` (100 outers)
   */
  confirmAbove?: number;
}

/**
 * The quantity control of §5 (and §2.13's popups): − and + step by the product's increment through
 * domain's rules (0 → MinimumOrder; at or below the minimum − goes to 0; + stops at the last valid
 * quantity not above 999; − is disabled at 0). The typed value takes digits only, at most 3 characters,
 * and snaps to the next valid quantity on blur or Enter; an emptied box or one with no digit goes back
 * to the current value, as Escape does (typing 0 removes the line).
 * When the rules change what was typed, the control says so in one short line below the box (domain's
 * `correctTypedQuantity`: 'Minimum order is 4 outers: set to 4', 'Sold in steps of 2 outers: set to 6',
 * 'Maximum is 999', 'No number entered: kept at 12'), in a polite live region the input points to with
 * aria-describedby; the line goes at the next change (typing or a step). It takes the row one text line
 * taller only while it shows; nothing moves otherwise.
 * Buttons are 44 × 44 px touch targets. When − takes the quantity to 0 it becomes disabled, so focus
 * moves to the box rather than being lost (not after a touch, which would open the on-screen keyboard).
 *
 * A typed quantity above `confirmAbove` (a slip of a key: 5000 in the 3-character box is 500) is held in
 * the box and asked about under it ('500 outers of … ? That is a large quantity for one line.', 'Change'
 * and 'Keep 500 outers'); nothing is sent until it is kept. Steps never ask: each is one increment.
 *
 * State selectors: `[data-pending]` on the field while saving, `[data-invalid]` on the group with an
 * error, `[data-disabled]` when disabled, `[data-corrected]` on the field while a correction shows
 * (its kind: minimum, maximum, increment or kept). Error and correction are linked to the input with
 * aria-describedby.
 */
export function QuantityStepper({ value, onChange, rule, productName, label, isDisabled, isPending, errorMessage, confirmAbove = largeLineBound() }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  // The cart value wins whenever it changes (e.g. the §8 revert after a failed save).
  useEffect(() => setText(String(value)), [value]);
  const [correction, setCorrection] = useState<ReturnType<typeof correctTypedQuantity>['correction']>(null);
  const errorId = useId();
  const correctionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // A typed quantity above `confirmAbove`, held until the retailer keeps or changes it.
  const [asking, setAsking] = useState<number | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const change = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const commit = (fromKey = false) => {
    // Leaving the box untouched (tabbing through) is not an entry: nothing to correct or say.
    if (text === String(value) || asking !== null) return;
    const typed = correctTypedQuantity(text, rule, value);
    setCorrection(typed.correction);
    if (typed.quantity > confirmAbove && typed.quantity > value) {
      setText(String(typed.quantity));
      setAsking(typed.quantity);
      // Enter asks to go on: the answer takes the keyboard. A tap elsewhere keeps its own focus.
      if (fromKey) requestAnimationFrame(() => confirmRef.current?.querySelector<HTMLButtonElement>('[data-keep]')?.focus());
      return;
    }
    change(typed.quantity);
  };
  const answer = (keep: boolean) => {
    const held = asking;
    setAsking(null);
    if (keep && held !== null) change(held);
    else {
      setText(String(value));
      inputRef.current?.focus();
    }
  };
  const step = (next: number) => {
    setCorrection(null);
    setAsking(null);
    change(next);
  };
  const invalid = Boolean(errorMessage);
  const stepButtonClass = `${sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' })} ${css.stepButton}`;
  const describedBy = [invalid ? errorId : null, correction ? correctionId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Box
      display="inline-flex" flexDirection="column" gap="xxsmall" alignItems="flex-end"
      className={css.field} data-pending={isPending || undefined} data-corrected={correction?.kind}
    >
      {/* A plain group, not react-aria's Group: its hover and focus-within states re-rendered the old and
          the new row's stepper in the small commits before each tap's own (ADR 0037). The
          border follows focus by CSS (:focus-within). */}
      <div
        role="group"
        className={`${sprinkles({ display: 'inline-flex', alignItems: 'stretch' })} ${css.group}`}
        aria-label={label ?? `Quantity of ${productName} in outers`}
        data-disabled={isDisabled || undefined}
        data-invalid={invalid || undefined}
      >
        <RACButton
          className={stepButtonClass}
          aria-label={`Decrease quantity of ${productName}`}
          isDisabled={isDisabled || !canDecrease(value)}
          onPress={(e) => {
            const next = decreaseQuantity(value, rule);
            step(next);
            // At 0 this button is disabled and would drop focus to the page. Not after a touch: focusing
            // the box would open the on-screen keyboard.
            if (next === 0 && e.pointerType !== 'touch') inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">−</span>
        </RACButton>
        <Input
          ref={inputRef}
          className={css.input}
          aria-label={`Outers of ${productName}`}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={QUANTITY_MAX_LENGTH}
          value={text}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setCorrection(null);
            setAsking(null);
            setText(e.target.value.replace(/\D/g, '').slice(0, QUANTITY_MAX_LENGTH));
          }}
          onBlur={() => commit()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(true);
            if (e.key === 'Escape') {
              setAsking(null);
              setText(String(value));
            }
          }}
        />
        <RACButton
          className={stepButtonClass}
          aria-label={`Increase quantity of ${productName}`}
          isDisabled={isDisabled || !canIncrease(value, rule)}
          onPress={() => step(increaseQuantity(value, rule))}
        >
          <span aria-hidden="true">+</span>
        </RACButton>
      </div>
      {/* Always in the page, so the words are announced when they appear (a live region added with its text is often missed). */}
      <Text
        as="p" size="xsmall" tone="caution" weight="medium" align="right" breakWords
        id={correctionId} className={correction ? css.correction : css.correctionEmpty} role="status"
      >
        {correction?.message}
      </Text>
      {asking !== null && (
        <Box ref={confirmRef} role="group" aria-label={`Confirm ${outers(asking)} of ${productName}`} display="flex" flexDirection="column" alignItems="flex-end" gap="xxsmall" className={css.confirm} data-confirm>
          <Text as="p" size="xsmall" tone="caution" weight="medium" align="right" breakWords role="alert">
            {outers(asking)} of {productName}? That is a large quantity for one line.
          </Text>
          <Box display="flex" gap="xxsmall" flexWrap="wrap" justifyContent="flex-end">
            <Button size="small" variant="secondary" onPress={() => answer(false)}>Change</Button>
            <Button data-keep size="small" onPress={() => answer(true)}>Keep {outers(asking)}</Button>
          </Box>
        </Box>
      )}
      {isPending && (
        <Text
          size="xsmall" tone="secondary" display="inline-flex" alignItems="center" gap="xxsmall"
          className={invalid || correction ? `${css.status} ${css.statusInFlow}` : css.status}
        >
          <Spinner label={`Saving ${productName}`} /> Saving…
        </Text>
      )}
      {invalid && (
        <Text as="p" id={errorId} size="xsmall" tone="critical" weight="medium" align="right" breakWords role="alert">
          {errorMessage}
        </Text>
      )}
    </Box>
  );
}
