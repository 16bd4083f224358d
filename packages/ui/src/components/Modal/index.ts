export { Modal, type ModalProps } from './Modal';
// Kept here too: older imports take the dialog and drawer from the modal module.
export { Dialog, type DialogProps } from '../Dialog';
export { Drawer, type DrawerProps } from '../Drawer';
