export { HeroBanner, BANNER_NOT_AVAILABLE, type HeroBannerContent, type HeroBannerProps } from './HeroBanner';
