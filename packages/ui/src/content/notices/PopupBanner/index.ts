export { PopupBanner, type PopupBannerProps } from './PopupBanner';
