import { lazyOverlay } from '../../../primitives/lazyOverlay';
import type { PopUpBannerProps } from './PopUpBanner';

/**
 * The popup banner dialog (`./PopUpBanner.tsx`, §3 Popup banner), its code loaded on its own when it is
 * first rendered open (or at the page's first interaction), not with the private shell.
 */
export const PopUpBanner = lazyOverlay<PopUpBannerProps>(() => import('./PopUpBanner').then((m) => m.PopUpBanner));
export type { PopUpBannerProps, PopUpBannerData } from './PopUpBanner';
