export { Menu, MenuItem, MenuSeparator, MenuTrigger, type MenuProps, type MenuItemProps } from './Menu';
