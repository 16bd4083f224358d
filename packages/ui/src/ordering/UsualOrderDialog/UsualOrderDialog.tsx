import { lazyComponent, lazyPart } from '../../primitives/lazyPart';

export { usualOrderDialogStates, type UsualOrderChoice, type UsualOrderDialogProps, type UsualOrderDialogState } from './UsualOrderDialogState';

/**
 * 'Start from my usual order' (ADR 0041): a react-aria modal dialog listing what the store
 * usually orders (GET /api/OrderHistory/UsualOrder), each line with its reason in words ('Ordered in 6 of
 * the last 8 weeks, usually 4 outers', and why the quantity differs when it was put on the product's
 * steps), a ticked checkbox and the quantity stepper on the product's §5 steps; then the usual products
 * that cannot be ordered now with their reason and the alternative offered (unticked: tick it to add it).
 * 'Add N products to cart' calls `onAdd` with the ticked lines and their outers. A store without history
 * is told so plainly; `loading` shows placeholders, `error` the message and 'Try again', `adding` keeps
 * everything still and the dialog open. Focus moves in, is trapped, and returns on close.
 *
 * State selectors: `[data-usual-order-state]` (loading, error, empty, ready, adding) on the body; on each
 * row `[data-sku]`, `[data-ticked]` (proposals) and `[data-reason]` (left out).
 *
 * Its code loads in a lazy part of its own at the page's first interaction, or when it opens, so a
 * page that offers it does not download it first (ADR 0033).
 */
export const UsualOrderDialog = lazyComponent(lazyPart(() => import('./UsualOrderDialogLayer')), (module) => module.UsualOrderDialog, (props) => props.isOpen);
