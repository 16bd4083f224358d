/**
 * Primitives: react-aria-components in the portal's theme, the layout atoms (Box, Stack, Inline) and
 * type (Text, Heading).
 * Generic: no spec nouns, no portal data. Everything else in the library is built from these.
 */
export * from './Box';
export * from './Text';
export * from './Heading';
export * from './Icon';
export * from './Spinner';
export * from './Button';
export * from './IconButton';
export * from './Link';
export * from './TextField';
export * from './Form';
export * from './Select';
export * from './Checkbox';
export * from './RadioGroup';
export * from './Pill';
export * from './Badge';
export * from './Skeleton';
export * from './InlineMessage';
export * from './Price';
export * from './DateText';
export * from './Modal';
export * from './Dialog';
export * from './Drawer';
export * from './Menu';
export * from './SafeHtml';
export { lazyComponent, lazyPart, onFirstInteraction, suspenseComponent, useLazyPart, type LazyPart } from './lazyPart';
export { preloadOverlays } from './overlayLayer';
export * from './Carousel';
