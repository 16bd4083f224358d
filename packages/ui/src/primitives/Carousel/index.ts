export { Carousel, type CarouselProps } from './Carousel';
export { emblaDuration, arrivalMs } from './speed';
