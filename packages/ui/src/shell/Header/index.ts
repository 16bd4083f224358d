export { Header, type HeaderProps } from './Header';
export { navItems, visibleNavItems, type NavItem } from './nav';
