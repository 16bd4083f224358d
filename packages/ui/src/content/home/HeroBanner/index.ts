export { HeroBanner, BANNER_NOT_AVAILABLE, type HeroBannerProps } from './HeroBanner';
