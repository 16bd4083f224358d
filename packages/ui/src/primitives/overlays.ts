/**
 * The overlay layer: react-aria's modal, dialog, drawer, menu and select implementations (and the chips'
 * ToggleButtonGroup, whose arrow keys bring the same focus walker), loaded as one lazy
 * chunk by `overlayLayer` (`lazyPart.ts`) on the first sign of interaction or when an overlay is first needed, so pages
 * load without it. Import the public components (`Dialog`, `Menu`…) instead: they wait for it.
 */
export { Modal } from './Modal/ModalLayer';
export { Dialog } from './Dialog/DialogLayer';
export { Drawer } from './Drawer/DrawerLayer';
export { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu/MenuLayer';
export { Select } from './Select/SelectLayer';
export { ToggleButtonGroup } from './ToggleButtonGroup/ToggleButtonGroupLayer';
