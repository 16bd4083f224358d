import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { sprinkles } from '../../theme';
import { iconButton, type IconButtonVariants } from './IconButton.css';

export interface IconButtonProps extends Omit<RACButtonProps, 'className' | 'children' | 'style' | 'aria-label'> {
  /** The accessible name; required because the button shows no text. */
  'aria-label': string;
  /** The icon drawn inside. */
  icon: IconName;
  /** @default 'quiet' */
  variant?: IconButtonVariants['variant'];
  /** `inverse` is white on the navy header. @default 'neutral' */
  tone?: IconButtonVariants['tone'];
  /** `medium` is the 44 px touch target. @default 'medium' */
  size?: IconButtonVariants['size'];
}

/**
 * An icon-only react-aria Button (close, previous/next, back to top, show password). State selectors:
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`.
 * A primitive of the design brief (docs/design.md: 44 px targets), across the screens of §2.
 */
export function IconButton({ icon, variant, tone, size, ...props }: IconButtonProps) {
  return (
    <RACButton {...props} className={`${sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 })} ${iconButton({ variant, tone, size })}`}>
      <Icon name={icon} size={size === 'small' ? 18 : 20} />
    </RACButton>
  );
}
