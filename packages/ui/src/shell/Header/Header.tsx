import { memo, useMemo } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { CartLink } from '../CartLink';
import { Box } from '../../primitives/Box';
import { Icon } from '../../primitives/Icon';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu';
import { ProfileMenu } from '../ProfileMenu';
import { sprinkles } from '../../theme';
import * as css from './Header.css';
import { isCurrentPath, visibleNavItems, type NavItem } from './nav';

export interface HeaderProps {
  /** Path of the current page (e.g. '/place-order'); its link gets aria-current=page. */
  currentPath: string;
  /** Items in the cart, in outers (the badge). */
  cartItems: number;
  /** Cart order total, EUR including VAT; null while the cart loads (the cart link keeps its room). */
  cartTotal: number | null;
  /** TierAccessLevel 3: hides Place Order, My Orders, the cart and the total (§2.5, §6). @default false */
  isRestricted?: boolean;
  /** The stock-card access check returned true: shows My Stock Card with a gold star (§2.5). @default false */
  showStockCard?: boolean;
  /** Log Out chosen in the profile menu; the portal asks first when the cart has items (§4). */
  onLogout: () => void;
}

function NavLabel({ item }: { item: NavItem }) {
  return item.isStockCard ? (
    <>
      <Box as="span" display="inline-flex" className={css.star}><Icon name="star" size={16} filled /></Box>
      {item.label}
    </>
  ) : (
    <>{item.label}</>
  );
}

/**
 * The private header of §2.5: the logo (home), the desktop links, the cart link with its badge and
 * total, the profile menu, and below 932 px a hamburger menu holding the five links (the cart stays
 * visible). Below 932 px the cart, profile and menu buttons carry their word ('Cart', 'Profile', 'Menu')
 * under the icon, and the cart shows no badge while it is empty.
 * Memoised: the private shell re-renders as each of its queries answers; this is drawn again only when
 * its own props change. A change of the cart's figures (each tap of a stepper) redraws the cart link
 * alone: the links and menus around it are made once per change of their own props.
 */
export const Header = memo(function Header({ currentPath, cartItems, cartTotal, isRestricted = false, showStockCard = false, onLogout }: HeaderProps) {
  const items = useMemo(() => visibleNavItems(isRestricted, showStockCard), [isRestricted, showStockCard]);
  const links = useMemo(
    () => (
      <>
        <RACLink href="/" className={`${sprinkles({ display: 'inline-flex', alignItems: 'center' })} ${css.logo}`} aria-label="Trade Portal home">
          <Icon name="triangle" filled size={14} className={css.logoMark} />Trade Portal
        </RACLink>
        <Box as="nav" display={{ mobile: 'none', desktop: 'flex' }} gap="xxsmall" aria-label="Main" className={css.nav}>
          {items.map((i) => (
            <RACLink key={i.href} href={i.href} className={`${sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' })} ${css.navLink}`} aria-current={isCurrentPath(currentPath, i.href) ? 'page' : undefined}>
              <NavLabel item={i} />
            </RACLink>
          ))}
        </Box>
      </>
    ),
    [items, currentPath],
  );
  const menus = useMemo(
    () => (
      <>
        <ProfileMenu onLogout={onLogout} isRestricted={isRestricted} currentPath={currentPath} />
        <div className={css.hamburger}>
          <MenuTrigger>
            <RACButton className={`${css.onNavy} ${css.stacked}`} aria-label="Menu">
              <Icon name="menu" />
              <span className={css.buttonWord} aria-hidden="true">Menu</span>
            </RACButton>
            <Menu>
              {items.map((i) => (
                <MenuItem key={i.href} id={i.href} href={i.href} textValue={i.label} isCurrent={isCurrentPath(currentPath, i.href)}>
                  <NavLabel item={i} />
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        </div>
      </>
    ),
    [items, currentPath, isRestricted, onLogout],
  );
  return (
    <header className={css.header}>
      <Box display="flex" alignItems="center" gap={{ mobile: 'xsmall', desktop: 'medium' }} className={css.inner}>
        {links}
        {!isRestricted && <CartLink itemCount={cartItems} total={cartTotal} isCurrent={isCurrentPath(currentPath, '/cart')} />}
        {menus}
      </Box>
    </header>
  );
});
