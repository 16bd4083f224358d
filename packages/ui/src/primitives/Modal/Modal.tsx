import { lazyComponent } from '../lazyPart';
import { overlayLayer } from '../overlayLayer';

export type { ModalProps } from './ModalLayer';

/**
 * The modal layer: a dimmed overlay and a react-aria Modal that traps focus, blocks scrolling behind it
 * and returns focus on close. Animations use `data-entering`/`data-exiting` and stop under reduced motion.
 * Its code loads with the overlay layer (`overlayLayer` in `lazyPart.ts`): nothing renders until that has arrived, which
 * is before any user can open it in practice.
 * The layer under the popups of §2.10 and the side drawer of §2.11; looks per docs/design.md.
 */
export const Modal = lazyComponent(overlayLayer, (layer) => layer.Modal, (props) => props.isOpen);
