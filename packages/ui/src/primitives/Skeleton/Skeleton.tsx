import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width (number = px). @default '100%' */
  width?: CSSProperties['width'];
  /** CSS height (number = px). @default 16 */
  height?: CSSProperties['height'];
  /** `text` line, `block` (image, card) or `circle`. @default 'text' */
  shape?: 'text' | 'block' | 'circle';
  style?: CSSProperties;
}

/**
 * A loading placeholder shaped like the content it stands for (docs/design.md principle 4). Hidden from
 * assistive technology: the container says it is busy (`aria-busy` and a label).
 */
export function Skeleton({ width = '100%', height = 16, shape, style }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape })} style={{ width, height, ...style }} />;
}
