export { PopupDialog, confirmSections, errorSections, type PopupDialogProps, type PopupDialogSection } from './PopupDialog';
