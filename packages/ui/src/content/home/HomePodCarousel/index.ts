export { HomePodCarousel, HOME_POD_SPEED_MS, type HomePod, type HomePodCarouselProps } from './HomePodCarousel';
export { HomePodsSkeleton } from './HomePodsSkeleton';
