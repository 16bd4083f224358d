import { formatEur } from '@trade-portal/domain';
import { price } from './Price.css';

export interface PriceProps {
  /** Amount in EUR (a number as the API sends it, e.g. 1234.5). */
  value: number;
  /** `inherit` takes the surrounding text size. @default 'inherit' */
  size?: 'inherit' | 'small' | 'large' | 'xlarge';
  /** @default 'inherit' */
  tone?: 'inherit' | 'secondary';
  className?: string;
}

/** An EUR amount with the euro sign and two decimals ('€1,234.50', §9), in tabular digits. */
export function Price({ value, size, tone, className }: PriceProps) {
  const cls = price({ size, tone });
  return <span className={className ? `${cls} ${className}` : cls}>{formatEur(value)}</span>;
}
