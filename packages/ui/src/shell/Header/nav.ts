/** One link of the header's main navigation (§2.5). */
export interface NavItem {
  href: string;
  label: string;
  /** Hidden at TierAccessLevel 3 (§2.5, §6). */
  isOrdering?: boolean;
  /** Shown only when the stock-card access check returned true; marked with the gold star. */
  isStockCard?: boolean;
}

/** The five links of §2.5, in order. */
export const navItems: readonly NavItem[] = [
  { href: '/place-order', label: 'Place Order', isOrdering: true },
  { href: '/my-orders', label: 'My Orders', isOrdering: true },
  { href: '/stock-card', label: 'My Stock Card', isStockCard: true },
  { href: '/videos', label: 'Videos' },
  { href: '/p4p', label: 'Partner Hub' },
];

/** The links a user sees: ordering links hidden when restricted, the stock card only with access. */
export function visibleNavItems(isRestricted: boolean, showStockCard: boolean): NavItem[] {
  return navItems.filter((i) => !(i.isOrdering && isRestricted) && !(i.isStockCard && !showStockCard));
}

/** Whether `currentPath` is the page `href` links to (or below it). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
