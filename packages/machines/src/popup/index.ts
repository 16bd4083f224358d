export { popupMachine, popupSections, type PopupContent, type PopupEvent, type PopupSection } from './popupMachine';
