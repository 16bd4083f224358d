// The slider and background load on their own (LazyPublicNotices): only types come from their module here.
export { PublicNotificationSlider, PublicBackground } from './LazyPublicNotices';
export type { PublicNotificationSliderProps, PublicBackgroundProps } from './publicNotices';
export type { BackgroundAsset } from './types';
