import { Box } from '../Box';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps {
  /** The count shown, e.g. cart items in outers. */
  count: number;
  /** Counts above this show as `{max}+`. @default 999 */
  max?: number;
  /** `accent` is gold (for the navy header). @default 'accent' */
  tone?: BadgeVariants['tone'];
  /**
   * Read instead of the bare number ('12 items in cart') when the badge stands alone. Inside a link or
   * button leave it out: the number is then read as part of the control's visible name.
   */
  label?: string;
  /** A test hook (the cart count in end-to-end tests). */
  'data-testid'?: string;
}

/** A count badge (the cart link's item count, §2.5); tabular digits so it does not jitter. */
export function Badge({ count, max = 999, tone, label, 'data-testid': testId }: BadgeProps) {
  const text = count > max ? `${max}+` : String(count);
  return label ? (
    <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" className={badge({ tone })} role="img" aria-label={label} data-testid={testId}>{text}</Box>
  ) : (
    <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" className={badge({ tone })} data-testid={testId}>{text}</Box>
  );
}
