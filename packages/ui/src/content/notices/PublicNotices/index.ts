// Not in any page's first download: the portal loads these with the public template's content, in a
// chunk of their own (ADR 0021).
export { PublicNotificationSlider, PublicBackground, type PublicNotificationSliderProps, type PublicBackgroundProps } from './publicNotices';
