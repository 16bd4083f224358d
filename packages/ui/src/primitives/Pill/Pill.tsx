import type { ReactNode } from 'react';
import { Box } from '../Box';
import { pill } from './Pill.css';

/** Pill tones: neutral, accent (interactive blue), caution, positive, critical. */
export const pillTones = ['neutral', 'accent', 'caution', 'positive', 'critical'] as const;
export type PillTone = (typeof pillTones)[number];

export interface PillProps {
  /** @default 'neutral' */
  tone?: PillTone;
  children: ReactNode;
  /** Hover text for truncated labels. */
  title?: string;
}

/**
 * A small label pill for product tags (§2.14) and order statuses (§4): calm, never a shouting badge
 * (docs/design.md). Static text, not interactive.
 */
export function Pill({ tone = 'neutral', children, title }: PillProps) {
  return <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall" className={pill({ tone })} title={title}>{children}</Box>;
}
