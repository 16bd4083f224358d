import { useOverlayLayer } from '../overlayLayer';
import type { ModalProps } from './ModalLayer';

export type { ModalProps } from './ModalLayer';

/**
 * The modal layer: a dimmed overlay and a react-aria Modal that traps focus, blocks scrolling behind it
 * and returns focus on close. Animations use `data-entering`/`data-exiting` and stop under reduced motion.
 * Its code loads with the overlay layer (`overlayLayer.ts`): nothing renders until that has arrived, which
 * is before any user can open it in practice.
 */
export function Modal(props: ModalProps) {
  const layer = useOverlayLayer(props.isOpen);
  return layer ? <layer.Modal {...props} /> : null;
}
