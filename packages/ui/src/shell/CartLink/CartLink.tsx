import { Link as RACLink } from 'react-aria-components';
import { visuallyHidden } from '../../theme';
import { Badge } from '../../primitives/Badge';
import { Icon } from '../../primitives/Icon';
import { Price } from '../../primitives/Price';
import * as header from '../Header/Header.css';

export interface CartLinkProps {
  /** Items in the cart, in outers. */
  itemCount: number;
  /** Order total, EUR including VAT. */
  total: number;
  /** @default '/cart' */
  href?: string;
  /** On the cart page: aria-current=page. */
  isCurrent?: boolean;
}

/**
 * The header's cart link (§2.5): cart icon, a gold item-count badge and the order total in EUR, named
 * for screen readers by its visible text, 'Cart N outers, €T'. On phones the total stays; only the word 'Cart' hides.
 */
export function CartLink({ itemCount, total, href = '/cart', isCurrent }: CartLinkProps) {
  return (
    <RACLink href={href} className={header.onNavy} aria-current={isCurrent ? 'page' : undefined}>
      <Icon name="cart" />
      <span className={header.phoneHidden}>Cart </span>
      <Badge count={itemCount} data-testid="cart-count" />
      <span className={visuallyHidden}> {itemCount === 1 ? 'outer' : 'outers'}, </span>
      <Price value={total} />
    </RACLink>
  );
}
