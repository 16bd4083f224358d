import type { CSSProperties, ReactNode } from 'react';
import { formatEur, formatOrdinalDate } from '@trade-portal/domain';
import * as css from './Feedback.css';

export const pillTones = ['neutral', 'accent', 'caution', 'positive', 'critical'] as const;
export type PillTone = (typeof pillTones)[number];

/** A small label pill (tags, statuses): never a shouting badge (DESIGN.md). */
export function Pill({ tone = 'neutral', children }: { tone?: PillTone; children: ReactNode }) {
  return <span className={css.pill({ tone })}>{children}</span>;
}

/** An inline message; critical ones are announced (role=alert), others politely (role=status). */
export function InlineMessage({ tone = 'neutral', children }: { tone?: 'neutral' | 'critical' | 'positive' | 'caution'; children: ReactNode }) {
  return <div role={tone === 'critical' ? 'alert' : 'status'} className={css.message({ tone })}>{children}</div>;
}

/** A loading placeholder shaped like the content it stands for. */
export function Skeleton({ width = '100%', height = 16, style }: { width?: CSSProperties['width']; height?: CSSProperties['height']; style?: CSSProperties }) {
  return <span aria-hidden="true" className={css.skeleton} style={{ width, height, ...style }} />;
}

/** An EUR amount with the euro sign and two decimals, tabular (§9). */
export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className ? `${css.price} ${className}` : css.price}>{formatEur(value)}</span>;
}

/** An ordinal date, '22nd November 2026' (§9), in a <time> element. */
export function DateText({ value }: { value: string | Date }) {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{formatOrdinalDate(value)}</time>;
}
