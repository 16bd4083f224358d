export { Dialog, Drawer, type DialogProps, type DrawerProps } from './Modal';
export { PopupDialog, type PopupDialogProps, type PopupDialogSection } from './PopupDialog';
