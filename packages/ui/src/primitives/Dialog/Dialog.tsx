import { useOverlayLayer } from '../overlayLayer';
import type { DialogProps } from './DialogLayer';

export type { DialogProps } from './DialogLayer';

/**
 * A modal dialog (react-aria Modal + Dialog): a title, one sentence and at most two buttons (DESIGN.md).
 * Focus moves in and is trapped, and returns to the trigger on close; Escape closes when dismissable.
 * Its code loads with the overlay layer (`overlayLayer.ts`), at the first interaction or when it opens.
 */
export function Dialog(props: DialogProps) {
  const layer = useOverlayLayer(props.isOpen);
  return layer ? <layer.Dialog {...props} /> : null;
}
