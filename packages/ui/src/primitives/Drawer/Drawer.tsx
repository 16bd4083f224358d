import { lazyComponent } from '../lazyPart';
import { overlayLayer } from '../overlayLayer';

export type { DrawerProps } from './DrawerLayer';

/**
 * The side drawer of §2.11 (STORE, FILTER, FILTER_PRODUCTS): a modal panel that slides in from the
 * right on desktop (932 px and up) and up from the bottom on phones, with a close button in its header.
 * Its code loads with the overlay layer (`overlayLayer` in `lazyPart.ts`), at the first interaction or when it opens.
 */
export const Drawer = lazyComponent(overlayLayer, (layer) => layer.Drawer, (props) => props.isOpen);
