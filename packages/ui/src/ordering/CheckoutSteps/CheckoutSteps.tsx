import { visuallyHidden } from '../../theme';
import * as css from './CheckoutSteps.css';

/** The cart steps of §2.1, in order. */
export const checkoutSteps = ['Before you checkout', 'Cart', 'Order Confirmation'] as const;
/** One of {@link checkoutSteps}. */
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Props of {@link CheckoutSteps}. */
export interface CheckoutStepsProps {
  /** The step the user is on. */
  current: CheckoutStep;
}

/**
 * The three cart steps of §2.1 ('Before you checkout', 'Cart', 'Order Confirmation') as an ordered
 * list named 'Checkout steps'. The current step has aria-current="step"; each item has
 * `data-state="done" | "current" | "upcoming"`, and done steps say so to screen readers.
 */
export function CheckoutSteps({ current }: CheckoutStepsProps) {
  const at = checkoutSteps.indexOf(current);
  return (
    <ol className={css.steps} aria-label="Checkout steps">
      {checkoutSteps.map((s, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'upcoming';
        return (
          <li key={s} className={css.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={css.marker} aria-hidden="true">{state === 'done' ? '✓' : i + 1}</span>
            <span className={css.label}>
              {s}
              {state === 'done' && <span className={visuallyHidden}> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
