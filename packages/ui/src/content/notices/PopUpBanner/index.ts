export { PopUpBanner, type PopUpBannerProps, type PopUpBannerData } from './PopUpBanner';
