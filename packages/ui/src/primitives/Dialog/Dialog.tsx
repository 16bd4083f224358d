import { lazyComponent } from '../lazyPart';
import { overlayLayer } from '../overlayLayer';

export type { DialogProps } from './DialogLayer';

/**
 * A modal dialog (react-aria Modal + Dialog): a title, one sentence and at most two buttons (docs/design.md).
 * Focus moves in and is trapped, and returns to the trigger on close; Escape closes when dismissable.
 * Its code loads with the overlay layer (`overlayLayer` in `lazyPart.ts`), at the first interaction or when it opens.
 */
export const Dialog = lazyComponent(overlayLayer, (layer) => layer.Dialog, (props) => props.isOpen);
