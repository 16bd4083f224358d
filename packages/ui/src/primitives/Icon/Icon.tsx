import type { SVGProps } from 'react';

/** Icon names; each is a 24 × 24 outline drawn in `currentColor`. */
export const iconNames = ['menu', 'close', 'user', 'cart', 'chevronLeft', 'chevronRight', 'chevronDown', 'arrowUp', 'arrowRight', 'star', 'phone', 'check', 'eye', 'eyeOff', 'alert', 'info', 'pause', 'play', 'triangle'] as const;
export type IconName = (typeof iconNames)[number];

const paths: Record<IconName, string> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  cart: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.2a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowRight: 'M5 12h14M12 5l7 7-7 7',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  check: 'M5 12l5 5L20 7',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.8M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  alert: 'M12 8v5M12 16.5h.01M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 11v6M12 7.5h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4.5v15l12-7.5z',
  /** The brand mark beside 'Trade Portal' (drawn `filled`). */
  triangle: 'M12 4l9 15.5H3z',
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Edge length, px. @default 20 */
  size?: number;
  /** Filled shape (the stock-card star). @default false */
  filled?: boolean;
}

/**
 * A decorative icon (`aria-hidden`): the control or text next to it carries the accessible name.
 * Drawn inline so it needs no asset requests.
 * A primitive of the design brief (docs/design.md), beside controls and text across §2.
 */
export function Icon({ name, size = 20, filled = false, style, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} style={{ flexShrink: 0, ...style }} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d={paths[name]} />
    </svg>
  );
}
