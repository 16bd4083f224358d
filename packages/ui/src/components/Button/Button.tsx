import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, spinner, type ButtonVariants } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'quiet'] as const;
export const buttonTones = ['neutral', 'accent', 'critical', 'positive'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children'> {
  children: ReactNode;
  /** Prominence. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** Meaning. @default 'neutral' */
  tone?: (typeof buttonTones)[number];
  /** @default 'medium' (44 px touch target) */
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
}

/**
 * A react-aria Button in the portal's styles. `isPending` shows a spinner and keeps focus (react-aria
 * announces it). States: `data-pressed`, `data-hovered`, `data-focus-visible`, `data-disabled`, `data-pending`.
 */
export function Button({ variant, tone, size, fullWidth, children, ...props }: ButtonProps) {
  const v: ButtonVariants = { variant, tone, size, fullWidth };
  return (
    <RACButton {...props} className={button(v)}>
      {({ isPending }) => (
        <>
          {isPending && <span className={spinner} aria-hidden="true" />}
          {children}
        </>
      )}
    </RACButton>
  );
}

/** Spinner for loading states, with a label for screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className={spinner} role="status" aria-label={label} />;
}
