import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../theme';
import * as css from './ResultCount.css';

/** Props of `ResultCount`. */
export interface ResultCountProps {
  /** Products shown after the category, brand filter and search. */
  shown: number;
  /** Products in the catalogue. */
  total: number;
  /** While the catalogue loads: 'Loading products…'. */
  isLoading?: boolean;
  /** Quiet time before a new count is announced, ms, so typing a search is not read out letter by letter. @default 500 */
  announceDelayMs?: number;
}

/** '16 of 289 products', or '289 products' when nothing is filtered out; '1 product' in the singular. */
export function resultCountText(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? 'product' : 'products');
  return shown === total ? `${total} ${noun(total)}` : `${shown} of ${total} ${noun(total)}`;
}

/**
 * How many products the list shows ('16 of 289 products'). The visible count follows at once; a polite
 * live region (`role="status"`) says the count once it has been still for `announceDelayMs`, so a
 * screen reader hears the result of a search or filter, not every keystroke. `data-filtered` when
 * fewer than all are shown.
 * Part of the product list display of §2.14.
 */
export function ResultCount({ shown, total, isLoading, announceDelayMs = 500 }: ResultCountProps) {
  const text = isLoading ? 'Loading products…' : resultCountText(shown, total);
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), announceDelayMs);
    return () => clearTimeout(timer);
  }, [text, announceDelayMs]);
  return (
    <p className={css.count} data-filtered={(!isLoading && shown < total) || undefined}>
      <span aria-hidden="true">{text}</span>
      <span role="status" className={visuallyHidden}>{announced}</span>
    </p>
  );
}
