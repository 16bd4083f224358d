import type { ReactNode } from 'react';
import { Box } from '../../primitives/Box';
import * as css from './shared.css';

/**
 * One row of a totals list (`<dl>`) of the cart and order summaries: its label left, its amount right in
 * tabular digits; `isGrand` is the order total's row, large and bold under a rule.
 */
export function TotalsRow({ label, children, isGrand = false }: { label: ReactNode; children: ReactNode; isGrand?: boolean }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="medium" className={isGrand ? css.totalsGrand : css.totalsRow}>
      <dt>{label}</dt>
      <dd className={isGrand ? css.totalsGrandValue : css.totalsValue}>{children}</dd>
    </Box>
  );
}
