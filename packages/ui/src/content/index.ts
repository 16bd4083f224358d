/**
 * Content: the parts of the CMS screens (§2.2, §2.4, §2.9): home blocks, videos, vlogs, the Partner Hub and
 * downloads, help and legal pages, notification sliders, backgrounds and popup banners. Each area keeps its
 * own barrel so the code of one screen does not come with another's.
 */
export * from './home';
export * from './media';
export * from './help';
export * from './notices';
export * from './legal';
