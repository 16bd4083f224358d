import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { link, type LinkVariants } from './Link.css';

/** Link variants: running text or a standalone tap target. */
export const linkVariants = ['inline', 'standalone'] as const;
/** Link tones: blue on light surfaces, primary text, white on navy. */
export const linkTones = ['interactive', 'neutral', 'inverse'] as const;

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /** @default 'inline' */
  variant?: LinkVariants['variant'];
  /** @default 'interactive' */
  tone?: LinkVariants['tone'];
  className?: string;
}

/**
 * A react-aria Link. Router-agnostic: it renders `<a href>`, and client-side navigation comes from the
 * react-aria `RouterProvider` the portal sets up. External links take `target="_blank"` (react-aria
 * adds `rel`). State selectors: `data-hovered`, `data-focus-visible`, `data-current`, `data-disabled`.
 * The links of every screen of §2 (header, footer §2.7, content); looks per docs/design.md.
 */
export function Link({ variant, tone, className, ...props }: LinkProps) {
  const cls = link({ variant, tone });
  return <RACLink {...props} className={className ? `${cls} ${className}` : cls} />;
}
