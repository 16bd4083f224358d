import { lazyComponent, lazyPart } from '../../../primitives/lazyPart';

export type { PopupBannerProps } from './PopupBannerLayer';

/**
 * The popup banner dialog (`./PopupBannerLayer.tsx`, §3 Popup banner), its code loaded on its own when it
 * is first rendered open (or at the page's first interaction), not with the private shell.
 */
export const PopupBanner = lazyComponent(lazyPart(() => import('./PopupBannerLayer')), (m) => m.PopupBanner, (props) => props.isOpen);
