export { UsualOrderDialog, usualOrderDialogStates, type UsualOrderChoice, type UsualOrderDialogProps, type UsualOrderDialogState } from './UsualOrderDialog';
