import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

/** Prominence options, shared by the props type and the stories' controls. */
export const buttonVariants = ['primary', 'secondary', 'quiet'] as const;
/** Meaning options. */
export const buttonTones = ['neutral', 'accent', 'critical', 'positive'] as const;
/** Size options: 36, 44 and 52 px high. */
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  /** Prominence. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** Meaning. @default 'neutral' */
  tone?: (typeof buttonTones)[number];
  /** `small` is for dense desktop toolbars only; `medium` meets the 44 px touch target. @default 'medium' */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container's width (forms, phone bottom bars). @default false */
  fullWidth?: boolean;
}

/**
 * A react-aria Button in the portal's styles (docs/design.md). `isPending` shows a spinner, ignores presses
 * and keeps focus, and react-aria announces it. State selectors: `data-pressed`, `data-hovered`,
 * `data-focus-visible`, `data-disabled`, `data-pending`.
 */
export function Button({ variant, tone, size, fullWidth, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={button({ variant, tone, size, fullWidth })}>
      {({ isPending }) => (
        <>
          {isPending && <Spinner isDecorative />}
          {children}
        </>
      )}
    </RACButton>
  );
}
