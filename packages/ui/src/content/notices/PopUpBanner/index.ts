import { lazyComponent, lazyPart } from '../../../primitives/lazyPart';

/**
 * The popup banner dialog (`./PopUpBanner.tsx`, §3 Popup banner), its code loaded on its own when it is
 * first rendered open (or at the page's first interaction), not with the private shell.
 */
export const PopUpBanner = lazyComponent(lazyPart(() => import('./PopUpBanner')), (m) => m.PopUpBanner, (props) => props.isOpen);
export type { PopUpBannerProps } from './PopUpBanner';
