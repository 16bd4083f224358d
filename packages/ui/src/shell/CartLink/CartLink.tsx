import { Link as RACLink } from 'react-aria-components';
import { visuallyHidden } from '../../theme';
import { Badge } from '../../primitives/Badge';
import { Icon } from '../../primitives/Icon';
import { Price } from '../../primitives/Price';
import * as header from '../Header/Header.css';

export interface CartLinkProps {
  /** Items in the cart, in outers; 0 shows no badge. */
  itemCount: number;
  /**
   * Order total, EUR including VAT; null while the cart loads: the link then keeps a total's width free
   * and says nothing of what it holds (never 'Cart €0.00' for a cart not read yet), so nothing moves when
   * the figures arrive.
   */
  total: number | null;
  /** @default '/cart' */
  href?: string;
  /** On the cart page: aria-current=page. */
  isCurrent?: boolean;
}

/**
 * The header's cart link (§2.5): cart icon, a gold item-count badge and the order total in EUR, named
 * for screen readers by its visible text, 'Cart N outers, €T', or 'Cart empty, €0.00' when there is
 * nothing in it (an empty cart shows no badge rather than a '0'), or 'Cart loading' while it loads. Below the desktop width the icon and
 * badge sit on top and 'Cart' with the total in small words under them, so the phone header says what
 * the button is and holds it within its border; the link stays at least 44 px tall and never shrinks
 * below its content.
 */
export function CartLink({ itemCount, total, href = '/cart', isCurrent }: CartLinkProps) {
  if (total === null) {
    return (
      <RACLink href={href} className={`${header.onNavy} ${header.cartLink}`} aria-current={isCurrent ? 'page' : undefined} data-loading="">
        <Icon name="cart" className={header.cartIcon} />
        <span className={header.buttonWord}>Cart </span>
        <span className={visuallyHidden}> loading</span>
        {/* A four-figure total's width, unseen: the header does not move when the cart's figures arrive. */}
        <span aria-hidden="true" className={`${header.cartTotal} ${header.cartTotalPending}`}>€0,000.00</span>
      </RACLink>
    );
  }
  return (
    <RACLink href={href} className={`${header.onNavy} ${header.cartLink}`} aria-current={isCurrent ? 'page' : undefined}>
      <Icon name="cart" className={header.cartIcon} />
      <span className={header.buttonWord}>Cart </span>
      {itemCount > 0 ? (
        <>
          <Badge count={itemCount} data-testid="cart-count" />
          <span className={visuallyHidden}> {itemCount === 1 ? 'outer' : 'outers'}, </span>
        </>
      ) : (
        <span className={visuallyHidden}> empty, </span>
      )}
      <Price value={total} className={header.cartTotal} />
    </RACLink>
  );
}
