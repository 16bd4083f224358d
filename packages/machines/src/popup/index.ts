export {
  popupMachine, type PopupContent, type PopupEvent, type PopupShowContent, type PopupStep, type PopupVideo,
} from './popupMachine';
