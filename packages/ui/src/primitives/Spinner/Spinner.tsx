import { spinner, type SpinnerVariants } from './Spinner.css';

export interface SpinnerProps {
  /** Read by screen readers (role=status). @default 'Loading' */
  label?: string;
  /** `small` is 1em (inside buttons), `medium` 1.5em, `large` 2.5em. @default 'small' */
  size?: SpinnerVariants['size'];
  /** Decorative: hidden from assistive technology when something else announces the wait (a pending Button). */
  isDecorative?: boolean;
}

/**
 * A loading spinner; it stops turning under `prefers-reduced-motion`.
 * Pending states of the design brief (docs/design.md, principle 4) across §2.
 */
export function Spinner({ label = 'Loading', size, isDecorative = false }: SpinnerProps) {
  if (isDecorative) return <span className={spinner({ size })} aria-hidden="true" />;
  return <span className={spinner({ size })} role="status" aria-label={label} />;
}
