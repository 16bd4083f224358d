export { PopupDialog, type PopupDialogProps, type PopupStep, type PopupVideo } from './PopupDialog';
export {
  popupSectionTable, popupSectionSpec, popupButtonActions, popupBodies, popupDismissals,
  type PopupSectionSpec, type PopupButtonSpec, type PopupButtonAction, type PopupBody, type PopupDismissal,
} from './popupSections';
