export { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';
