export { PopupDialog, type PopupDialogProps, type PopupStep, type PopupVideo } from './PopupDialog';
export {
  popupSectionNames, popupSectionTable, popupSectionSpec, popupButtonActions, popupBodies, popupDismissals,
  type PopupSectionName, type PopupSectionSpec, type PopupButtonSpec, type PopupButtonAction, type PopupBody, type PopupDismissal,
} from './popupSections';
