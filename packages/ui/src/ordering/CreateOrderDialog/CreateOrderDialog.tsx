import { lazyComponent, lazyPart } from '../../primitives/lazyPart';

export type { CreateOrderDialogProps, Testimonial } from './CreateOrderDialogLayer';

/**
 * The create-order dialog of §2.6: 'Create Order' (→ /stock-card, primary), 'What is this?' (with
 * `onWhatIsThis`: a button that closes the dialog and calls it, for the §2.10 video popup; without: → /videos
 * in a new tab, `target=_blank`, `rel=noopener`, said as '(opens in a new tab)'), 'View Product List'
 * (→ /place-order), a testimonial panel (a retailer's quote, name and shop: `<figure>` with a
 * `<blockquote>`) and a close button. A react-aria modal dialog titled 'How would you like to order?':
 * focus moves in and is trapped, Escape, × and a click outside close it, focus returns to the trigger.
 * Following a link inside closes it. `[data-create-order]` marks it.
 *
 * Closed when a page loads, so its code loads at the page's first interaction (or when it opens first),
 * as the other dialogs do (ADR 0008); until then it renders nothing.
 */
export const CreateOrderDialog = lazyComponent(lazyPart(() => import('./CreateOrderDialogLayer')), (module) => module.CreateOrderDialog, (props) => props.isOpen);
