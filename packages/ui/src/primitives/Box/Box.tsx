import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'width' | 'height' | keyof Sprinkles>, Sprinkles {
  /** The element rendered. @default 'div' */
  as?: ElementType;
  /** The rendered element (React 19 passes `ref` as a prop), e.g. a heading that takes focus. */
  ref?: Ref<HTMLElement>;
}

/**
 * A layout element styled with the sprinkles atoms (space on the 4 px grid, display, flex), responsive
 * by `{ mobile, tablet, desktop, wide }`. Other props go to the element.
 * A layout primitive of the design brief (docs/design.md: the 4 px space grid), under every screen of §2.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const cls = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: cls });
}

type Space = NonNullable<Sprinkles['gap']>;

/** A vertical stack with `gap` between children. @default gap 'medium' (16 px) */
export function Stack({ gap = 'medium', ...props }: Omit<BoxProps, 'display' | 'flexDirection'> & { gap?: Space }) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}

/** A wrapping row with `gap` between children, centred vertically. @default gap 'small' (12 px) */
export function Inline({ gap = 'small', ...props }: Omit<BoxProps, 'display' | 'flexDirection'> & { gap?: Space }) {
  return <Box display="flex" flexDirection="row" flexWrap="wrap" alignItems="center" gap={gap} {...props} />;
}
