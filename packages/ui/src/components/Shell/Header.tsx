import { Button as RACButton, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Price } from '../Feedback';
import { visuallyHidden } from '../../theme';
import * as css from './Shell.css';

export interface HeaderProps {
  /** Path of the current page, to mark its link (aria-current). */
  currentPath: string;
  /** Items in the cart (outers) for the badge. */
  cartItems: number;
  /** Cart total, EUR including VAT. */
  cartTotal: number;
  /** TierAccessLevel 3: hides Place Order, My Orders, the cart and the total (§2.5, §6). */
  isRestricted?: boolean;
  /** The stock-card access check returned true (§2.5). */
  showStockCard?: boolean;
  onLogout: () => void;
}

interface NavItem {
  href: string;
  label: string;
  restricted?: boolean;
  stockCard?: boolean;
}
const navItems: NavItem[] = [
  { href: '/place-order', label: 'Place Order', restricted: true },
  { href: '/my-orders', label: 'My Orders', restricted: true },
  { href: '/stock-card', label: 'My Stock Card', stockCard: true },
  { href: '/videos', label: 'Videos' },
  { href: '/p4p', label: 'Partner Hub' },
];

/**
 * The private header of §2.5: logo home, the desktop links, the cart link with its badge and total,
 * the profile menu (My Orders, My Account, Help, Log Out) and, under 932 px, a hamburger menu.
 */
export function Header({ currentPath, cartItems, cartTotal, isRestricted = false, showStockCard = false, onLogout }: HeaderProps) {
  const items = navItems.filter((i) => !(i.restricted && isRestricted) && !(i.stockCard && !showStockCard));
  const label = (i: NavItem) => (i.stockCard ? <><span className={css.star} aria-hidden="true">★</span>{i.label}</> : i.label);
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link href="/" className={css.logo} aria-label="Trade Portal home">Trade Portal</Link>
        <nav aria-label="Main" className={css.nav}>
          {items.map((i) => (
            <Link key={i.href} href={i.href} className={css.navLink} aria-current={currentPath.startsWith(i.href) ? 'page' : undefined}>{label(i)}</Link>
          ))}
        </nav>
        <span className={css.spacer} />
        {!isRestricted && (
          <Link href="/cart" className={css.cartLink}>
            <span className={css.phoneHidden}>Cart</span>
            <span className={css.badge} data-testid="cart-count">{cartItems}</span>
            <span className={visuallyHidden}>outers, total</span>
            <Price value={cartTotal} />
          </Link>
        )}
        <MenuTrigger>
          <RACButton className={css.menuButton}><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor"><circle cx="12" cy="8" r="4" /><path d="M4 20c0-4 4-6 8-6s8 2 8 6z" /></svg><span className={css.phoneHidden}>Profile</span></RACButton>
          <Popover placement="bottom end" className={css.popover}>
            <Menu aria-label="Profile" onAction={(key) => key === 'logout' && onLogout()}>
              {!isRestricted && <MenuItem id="orders" href="/my-orders" className={css.menuItem}>My Orders</MenuItem>}
              <MenuItem id="account" href="/my-account" className={css.menuItem}>My Account</MenuItem>
              <MenuItem id="help" href="/faqs" className={css.menuItem}>Help</MenuItem>
              <MenuItem id="logout" className={css.menuItem}>Log Out</MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
        <MenuTrigger>
          <RACButton className={css.hamburger}><span aria-hidden="true">☰</span><span className={css.phoneHidden}>Menu</span></RACButton>
          <Popover placement="bottom end" className={css.popover}>
            <Menu aria-label="Main menu">
              {items.map((i) => <MenuItem key={i.href} id={i.href} href={i.href} className={css.menuItem}>{label(i)}</MenuItem>)}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </header>
  );
}
