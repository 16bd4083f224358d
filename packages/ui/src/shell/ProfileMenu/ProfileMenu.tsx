import { Button as RACButton } from 'react-aria-components';
import { Icon } from '../../primitives/Icon';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu';
import * as header from '../Header/Header.css';
import { Box } from '../../primitives/Box';

export interface ProfileMenuProps {
  /** Log Out chosen. */
  onLogout: () => void;
  /** TierAccessLevel 3: My Orders is left out (§6). @default false */
  isRestricted?: boolean;
  /** Marks the current page's item. */
  currentPath?: string;
}

/**
 * The header's profile menu of §2.5: My Orders, My Account, Help (the FAQ screen) and Log Out. The
 * button shows the word 'Profile' beside its icon on desktop and under it on phones and tablets.
 */
export function ProfileMenu({ onLogout, isRestricted = false, currentPath = '' }: ProfileMenuProps) {
  return (
    <MenuTrigger>
      <RACButton className={`${header.onNavy} ${header.stacked}`} aria-label="Profile">
        <Icon name="user" />
        <span className={header.buttonWord} aria-hidden="true">Profile</span>
        {/* The chevron shows from the desktop width up only. */}
        <Box as="span" display={{ mobile: 'none', desktop: 'inline-flex' }}><Icon name="chevronDown" size={16} /></Box>
      </RACButton>
      <Menu aria-label="Profile" onAction={(key) => key === 'logout' && onLogout()}>
        {!isRestricted && <MenuItem id="orders" href="/my-orders" isCurrent={currentPath === '/my-orders'}>My Orders</MenuItem>}
        <MenuItem id="account" href="/my-account" isCurrent={currentPath === '/my-account'}>My Account</MenuItem>
        <MenuItem id="help" href="/faqs" isCurrent={currentPath === '/faqs'}>Help</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout">Log Out</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
