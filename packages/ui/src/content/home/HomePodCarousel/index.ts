export { HomePodCarousel, HOME_POD_SPEED_MS, type HomePodCarouselProps } from './HomePodCarousel';
export { HomePodsSkeleton } from './HomePodsSkeleton';
