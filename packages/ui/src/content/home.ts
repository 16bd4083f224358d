/** Home: the blocks of the home page under the ordering cards (§2.9; ADR 0022). */
export * from './home/HeroBanner';
export * from './home/HomeDownloads';
export * from './home/HomePodCarousel';
export * from './home/LatestVlog';
export * from './home/InViewVideo';
export { ctaTarget, isExternalLink, type CtaTarget } from './home/shared/links';
export { contrastRatio, readablePair, type ColourPair } from './home/shared/colour';
