export { StoreSwitchDialog, type StoreSwitchDialogProps, type StoreOption } from './StoreSwitchDialog';
