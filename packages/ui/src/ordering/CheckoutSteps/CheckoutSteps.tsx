import { Box } from '../../primitives/Box';
import { Icon } from '../../primitives/Icon';
import { Link } from '../../primitives/Link';
import { visuallyHidden } from '../../theme';
import * as css from './CheckoutSteps.css';

/** The cart steps of §2.1, in order. */
export const checkoutSteps = ['Before you checkout', 'Cart', 'Order Confirmation'] as const;
/** One of `checkoutSteps`. */
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Props of `CheckoutSteps`. */
export interface CheckoutStepsProps {
  /** The step the user is on. */
  current: CheckoutStep;
  /**
   * Earlier steps passed over without being shown ('Before you checkout' when it had nothing to offer):
   * they read 'skipped', not done.
   */
  skipped?: readonly CheckoutStep[];
  /** Where a done step leads back to (e.g. 'Before you checkout' → '/cart'); done steps without one are text. */
  hrefs?: Partial<Record<CheckoutStep, string>>;
}

/**
 * The three cart steps of §2.1 ('Before you checkout', 'Cart', 'Order Confirmation') as an ordered
 * list named 'Checkout steps'. The current step has aria-current="step"; each item has
 * `data-state="done" | "skipped" | "current" | "upcoming"`; done and skipped steps say so to screen
 * readers, and a done step with an href is a link back to it.
 */
export function CheckoutSteps({ current, skipped = [], hrefs = {} }: CheckoutStepsProps) {
  const at = checkoutSteps.indexOf(current);
  return (
    <Box as="ol" display="flex" gap="xxsmall" alignItems="stretch" className={css.steps} aria-label="Checkout steps">
      {checkoutSteps.map((s, i) => {
        const state = i < at ? (skipped.includes(s) ? 'skipped' : 'done') : i === at ? 'current' : 'upcoming';
        const href = state === 'done' ? hrefs[s] : undefined;
        const text = (
          <>
            {s}
            {state === 'done' && <span className={visuallyHidden}> (done)</span>}
            {state === 'skipped' && <span className={visuallyHidden}> (skipped)</span>}
          </>
        );
        return (
          <Box
            as="li" display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} alignItems={{ mobile: 'flex-start', tablet: 'center' }}
            gap={{ mobile: 'xxsmall', tablet: 'xsmall' }} minWidth={0}
            key={s} className={css.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}
          >
            <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" flexShrink={0} className={css.marker} aria-hidden="true">{state === 'done' ? <Icon name="check" size={16} /> : i + 1}</Box>
            {href ? (
              <Link href={href} className={css.label}>{text}</Link>
            ) : (
              <span className={css.label}>{text}</span>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
