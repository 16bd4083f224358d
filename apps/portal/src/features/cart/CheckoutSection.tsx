import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import type { checkoutMachine } from '@trade-portal/machines';
import { cartTotals, formatDateTime, formatEur, lineChanges, lineChangeText, messages, outers } from '@trade-portal/domain';
import { usePopup } from '../../popups/PopupProvider';
import { CheckoutView, type CheckoutControls, type CheckoutLayerProps, type CheckoutSectionProps } from './CheckoutView';

export type { CheckoutControls, CheckoutLayerProps, CheckoutSectionProps } from './CheckoutView';

/**
 * The checkout of §4 on the cart page: the summary with Checkout (waiting cart changes are sent first),
 * the 'checkout' confirm popup (locked after the first click), the loader while submitting (tag
 * `loading`), then the machine's `onOrder` with the returned order, the 'Your order has been submitted
 * correctly.' popup, or the checkoutError popup of §8 with the server's Message; the machine refreshes
 * the cart after each outcome. The machine's popup hooks (`showConfirm`, `closeConfirm`,
 * `showSubmittedWithoutResult`, `showFailure`) drive the shell's one popup, and its buttons send the
 * machine's events. While an order is being edited the same button starts the 'edit-order' confirm
 * ('Update order {N}?'), and the machine updates that order instead of submitting a new one (§4
 * Edit-order confirm: no lock). Checkout shows its spinner only while the order is being submitted (tag `loading`),
 * not while the confirm popup is open: the popup is the answer to the press, and a spinner behind it
 * would say the order was already on its way. `data-checkout-state` carries the machine's top-level
 * state for tests. A new order the server did not hear (offline) is saved on this device and the 'Saved on
 * this device' popup says so (`showSavedOnDevice`, ADR 0031). The order carries the lines confirmed; when
 * the cart changed since (another tablet, a change sent afterwards), nothing is ordered and the popup says
 * what changed, product by product, and asks again about the cart as it is now (`showCartChanged`).
 */
export function CheckoutSection(props: CheckoutSectionProps) {
  const controls = useCheckoutControls(props);
  return <CheckoutView {...props} controls={controls} onCheckout={() => void controls.start()} />;
}

/**
 * The checkout machine of `CheckoutSection`, with the shell's popup as its hooks: what `CheckoutView`
 * draws and what its button calls. Used without the view by the cart page's `CheckoutLayer`, so the
 * button drawn before xstate loads is the button that stays (a tap is never lost in the swap).
 * @param props the section's props (the machine, the cart, its lines and totals, the edit marker)
 * @returns the machine's state and `start`; `start` is stable and reads the props of the last render
 */
export function useCheckoutControls({ machine, backEndCartId, lines, totals, beforeCheckout, editingOrderNumber = null, checkDuplicates = true }: CheckoutSectionProps): CheckoutControls {
  const popup = usePopup();
  // The confirm text reads the totals and the order being edited at the moment checkout starts.
  const latest = useRef({ totals, editingOrderNumber, lines, backEndCartId, beforeCheckout });
  latest.current = { totals, editingOrderNumber, lines, backEndCartId, beforeCheckout };
  const withPopup = useMemo(
    () =>
      machine.provide({
        actions: {
          showConfirm: ({ self }, { mode }) => {
            const { totals: { totalItems, orderTotal }, editingOrderNumber: editing } = latest.current;
            const amount = `${outers(totalItems)} for ${formatEur(orderTotal)} (VAT included)`;
            popup.show(
              mode === 'editOrder'
                ? {
                    section: 'edit-order',
                    title: `Update order ${editing ?? ''}?`.replace(' ?', '?'),
                    desc: `Your pending order will be changed to ${amount}.`,
                    confirmLabel: 'Update order',
                    onConfirm: () => self.send({ type: 'checkout.confirm' }),
                    onClose: () => self.send({ type: 'checkout.cancel' }),
                  }
                : {
                    section: 'checkout',
                    title: 'Place your order?',
                    desc: `You are about to submit an order of ${amount}.`,
                    confirmLabel: 'Place order',
                    onConfirm: () => self.send({ type: 'checkout.confirm' }),
                    onClose: () => self.send({ type: 'checkout.cancel' }),
                  },
            );
          },
          // Duplicate-order guard: the question stands in for the confirm, so it says the amount too.
          showDuplicate: ({ self }, { order }) => {
            const { totals: { totalItems, orderTotal } } = latest.current;
            popup.show({
              section: 'checkout',
              title: 'Order this again?',
              desc:
                `You placed order ${order.OrderNumber} with nearly the same products on ${formatDateTime(order.OrderDate)}: ${outers(order.TotalItems)} for ${formatEur(order.OrderTotal)}. ` +
                `Place another order of ${outers(totalItems)} for ${formatEur(orderTotal)} (VAT included)?`,
              confirmLabel: 'Place order anyway',
              onConfirm: () => self.send({ type: 'checkout.confirm' }),
              onClose: () => self.send({ type: 'checkout.cancel' }),
            });
          },
          closeConfirm: () => popup.close(),
          showSubmittedWithoutResult: ({ self }, { message }) =>
            popup.show({ section: 'success', title: 'Thank you', desc: message, onClose: () => self.send({ type: 'checkout.dismiss' }) }),
          showFailure: ({ self }, { message }) =>
            popup.show({ section: 'checkoutError', title: messages.checkoutErrorTitle, desc: message, onClose: () => self.send({ type: 'checkout.dismiss' }) }),
          // The cart is not what was confirmed; say what changed and ask about the cart now.
          showCartChanged: ({ self }, { mode, confirmed, now }) => {
            const items = lineChanges(confirmed, now).map(lineChangeText);
            const close = () => self.send({ type: 'checkout.cancel' });
            if (now.length === 0) {
              popup.show({
                section: 'checkoutError',
                title: 'Your cart has changed',
                desc: `Since you confirmed it, your cart was emptied, on another device or by a change sent afterwards. ${mode === 'editOrder' ? 'Your order was not updated.' : 'Nothing was ordered.'}`,
                items,
                onClose: close,
              });
              return;
            }
            const { totalItems, orderTotal } = cartTotals(now);
            const amount = `${outers(totalItems)} for ${formatEur(orderTotal)} (VAT included)`;
            popup.show({
              section: mode === 'editOrder' ? 'edit-order' : 'checkout',
              title: 'Your cart has changed',
              desc:
                mode === 'editOrder'
                  ? `Since you confirmed it, your cart changed on another device or by a change sent afterwards, so your order was not updated. Update it to the cart as it is now, ${amount}?`
                  : `Since you confirmed it, your cart changed on another device or by a change sent afterwards, so nothing was ordered. Place an order of the cart as it is now, ${amount}?`,
              items,
              confirmLabel: mode === 'editOrder' ? 'Update order' : 'Place order',
              onConfirm: () => self.send({ type: 'checkout.confirm' }),
              onClose: close,
            });
          },
          // Offline (ADR 0031): the order waits on this device; the connection notice follows it.
          showSavedOnDevice: ({ self }) =>
            popup.show({
              section: 'success',
              title: 'Saved on this device',
              desc: 'Your order is saved on this device, not yet sent. It will be sent once, when the connection is back, and its order number shown then.',
              onClose: () => self.send({ type: 'checkout.dismiss' }),
            }),
        },
      }),
    [machine, popup],
  );
  // The cart id travels with `checkout.start` (the cart may be created after this mounts), not as input.
  // A new order not heard by the server is saved on this device rather than failed (ADR 0031).
  const [snapshot, send] = useMachine(withPopup, { input: { checkDuplicates, queueWhenUnheard: true } });
  const state = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0] ?? 'idle';

  const busy = snapshot.hasTag('loading');
  // While the request runs, what it is doing; otherwise what pressing the button would do.
  const editing = busy ? snapshot.context.mode === 'editOrder' : editingOrderNumber !== null;
  const start = useCallback(async () => {
    await latest.current.beforeCheckout?.();
    const { backEndCartId: cartId, editingOrderNumber: editingNow, lines: linesNow } = latest.current;
    send({ type: 'checkout.start', backEndCartId: cartId, mode: editingNow ? 'editOrder' : 'checkout', lines: linesNow });
  }, [send]);
  return useMemo(() => ({ state, busy, editing, start }), [state, busy, editing, start]);
}

/**
 * The machine's part of `CheckoutWithLayer`: runs `useCheckoutControls` and hands its controls to
 * `onControls` at mount and at each change. Draws nothing.
 */
export function CheckoutMachineLayer({ onControls, ...props }: CheckoutLayerProps & { machine: typeof checkoutMachine }) {
  const controls = useCheckoutControls(props);
  useEffect(() => onControls(controls), [controls, onControls]);
  return null;
}
