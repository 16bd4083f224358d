export {
  popupMachine, popupSections, type PopupContent, type PopupEvent, type PopupSection, type PopupShowContent, type PopupStep, type PopupVideo,
} from './popupMachine';
