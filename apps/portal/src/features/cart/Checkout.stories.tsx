import { lazy, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Order, SimilarOrder } from '@trade-portal/api-client';
import { cartTotals, messages } from '@trade-portal/domain';
import { checkoutMachine, type QueueOrderInput, type SubmitOrderInput } from '@trade-portal/machines';
import { PopupProvider } from '../../popups/PopupProvider';
import { CheckoutWithLayer } from './Checkout';
import { CheckoutMachineLayer, CheckoutSection, type CheckoutLayerProps } from './CheckoutSection';

/**
 * The cart page's checkout part (§4 Checkout, §8 checkoutError) wired to the real checkout machine and
 * the shell's popup, with fake actors in place of the API and a spy as the machine's `onOrder` action.
 */
const lines = [
  { SKU: 'RMC1001', Product: 'Briarwood Virginia Mix 100g', PriceOuter: 128.33, Quantity: 4 },
  { SKU: 'RMC1044', Product: 'Harbour Papers King Size', PriceOuter: 45.9, Quantity: 2 },
];
const totals = cartTotals(lines);

const order: Order = {
  OrderNumber: '100200', OrderDate: '2026-11-22T10:00:00.000Z', AccountNumber: '10010001', Status: 1,
  SubTotal: totals.subTotal, VatTotal: totals.vatTotal, OrderTotal: totals.orderTotal, TotalItems: totals.totalItems, OrderDetails: [],
};

/** What the page's `onOrder` would do with a returned order (store it, go to /order-confirmation). */
const onOrder = fn();

/** What the page does with an updated order after the edit-order confirm (§4). */
const onUpdated = fn();

const withActors = (submit: () => Promise<Order | null>, similar: SimilarOrder | null = null) =>
  checkoutMachine.provide({
    actors: {
      submitOrder: fromPromise<Order | null | undefined, SubmitOrderInput>(submit),
      updateOrder: fromPromise<Order | null | undefined, SubmitOrderInput>(submit),
      refreshCart: fromPromise<void>(async () => {}),
      findSimilarOrder: fromPromise<SimilarOrder | null, { backEndCartId: number }>(async () => similar),
    },
    actions: { onOrder: (_, params) => (params.mode === 'editOrder' ? onUpdated(params.order) : onOrder(params.order)) },
  });

const meta = {
  title: 'Portal/Checkout',
  component: CheckoutSection,
  tags: ['autodocs', 'phone'],
  parameters: {
    // react-aria's live announcer (outside the story's markup) briefly holds a role=img node labelled by
    // the pending button; axe reports it once the button's label changes. Our own markup is still checked.
    a11y: { context: { exclude: [['[data-live-announcer]']] } },
  },
  decorators: [(Story) => <PopupProvider><div style={{ maxWidth: 380 }}><Story /></div></PopupProvider>],
  args: {
    machine: withActors(async () => order),
    backEndCartId: 7,
    lines,
    totals,
    storeName: 'Quayside News Galway',
    onClearCart: fn(),
  },
} satisfies Meta<typeof CheckoutSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const startCheckout = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
  return screen.findByRole('alertdialog', { name: 'Place your order?' });
};
/** The confirm popup has faded out (§4 Popup: closed, reset after 1000 ms), so the story ends at rest. */
const popupGone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
const confirm = async () => userEvent.click(await screen.findByRole('button', { name: 'Place order' }));

/** Before checkout: the summary with Checkout and Clear cart. */
export const Idle: Story = {};

/**
 * The 'checkout' confirm popup (§4 step 1). Checkout shows no spinner behind it: nothing is being
 * submitted until the order is confirmed.
 */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await startCheckout(canvasElement);
    await expect(dialog).toHaveTextContent(`${totals.totalItems} outers`);
    await expect(canvasElement.querySelector('[data-checkout-state="confirming"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-pending]')).toBeNull();
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
  },
};

/** Confirmed: the popup closes, the loader shows and the confirm is locked (§4 steps 1–2). */
export const Submitting: Story = {
  args: { machine: withActors(() => new Promise<Order | null>(() => {})) },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    await expect(await screen.findByText('Submitting your order…')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-checkout-state="submitting"]')).not.toBeNull());
    await popupGone();
  },
};

/** The server refused: the checkoutError popup with its Message and a Close button (§8). */
export const Failed: Story = {
  args: { machine: withActors(async () => Promise.reject({ Message: 'Briarwood Virginia Mix 100g is out of stock.' })) },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    const dialog = await screen.findByRole('alertdialog', { name: messages.checkoutErrorTitle });
    await expect(dialog).toHaveTextContent('Briarwood Virginia Mix 100g is out of stock.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Failed without a Message: the default text (§8). */
export const FailedWithoutMessage: Story = {
  args: { machine: withActors(async () => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    const dialog = await screen.findByRole('alertdialog', { name: messages.checkoutErrorTitle });
    await expect(dialog).toHaveTextContent(messages.checkoutErrorDefault);
  },
};

/** A saver standing in for the offline outbox (ADR 0031). */
const queueOrder = fn(async (_attempt: QueueOrderInput) => {});

/**
 * Offline (ADR 0031): the submit is not heard, so the order is saved on this device with its
 * attempt's key, to be sent once later; the popup says so.
 */
export const SavedOnDevice: Story = {
  args: {
    machine: withActors(async () => Promise.reject(new TypeError('Failed to fetch'))).provide({
      actors: { queueOrder: fromPromise<void, QueueOrderInput>(({ input }) => queueOrder(input)) },
      guards: { isUnheard: ({ event }) => 'error' in event && event.error instanceof TypeError },
    }),
  },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    const dialog = await screen.findByRole('dialog', { name: 'Saved on this device' });
    await expect(dialog).toHaveTextContent('Your order is saved on this device, not yet sent. It will be sent once, when the connection is back');
    await expect(queueOrder).toHaveBeenCalledWith({ backEndCartId: 7, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), lines });
  },
};

/** Submitted, but the server sent no order back: 'Your order has been submitted correctly.' (§4 step 4). */
export const SubmittedWithoutResult: Story = {
  args: { machine: withActors(async () => null) },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    await expect(await screen.findByText(messages.submittedNoResult)).toBeVisible();
  },
};

/** With an order back, the machine's `onOrder` gets it (the page stores it and goes to /order-confirmation, §4 step 3). */
export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order));
    await popupGone();
  },
};

const startEdit = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update order' }));
  return screen.findByRole('alertdialog', { name: 'Update order 100245?' });
};

/** Editing pending order 100245 (§2.4): the button reads 'Update order' and opens the 'edit-order' confirm (§4). */
export const EditOrderConfirming: Story = {
  args: { editingOrderNumber: '100245' },
  play: async ({ canvasElement }) => {
    const dialog = await startEdit(canvasElement);
    await expect(dialog).toHaveTextContent(`Your pending order will be changed to ${totals.totalItems} outers`);
  },
};

/** Edit-order confirmed: 'Updating your order…' while PUT UpdatePendingOrderWithDetails runs; no lock, so a second press is a new attempt. */
export const EditOrderUpdating: Story = {
  args: { editingOrderNumber: '100245', machine: withActors(() => new Promise<Order | null>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await startEdit(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update order' }));
    await expect(await screen.findByText('Updating your order…')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-checkout-state="updating"]')).not.toBeNull());
    await popupGone();
  },
};

/** Edit-order confirmed and the order came back: the page's `onOrder` gets it as an update. */
export const EditOrderSucceeded: Story = {
  args: { editingOrderNumber: '100245' },
  play: async ({ canvasElement }) => {
    const dialog = await startEdit(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update order' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(order));
    await popupGone();
  },
};

/** The server refused the edit (the order is no longer pending): the checkoutError popup with its Message (§8). */
export const EditOrderFailed: Story = {
  args: { editingOrderNumber: '100245', machine: withActors(async () => Promise.reject({ Message: 'Only pending orders can be changed. Order 100245 is Processing.' })) },
  play: async ({ canvasElement }) => {
    const dialog = await startEdit(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update order' }));
    const error = await screen.findByRole('alertdialog', { name: messages.checkoutErrorTitle });
    await expect(error).toHaveTextContent('Only pending orders can be changed.');
  },
};

/**
 * Duplicate-order guard: the cart closely matches an order placed in the last 24 hours, so
 * checkout asks 'Order this again?' with that order's number, date and amount in place of the confirm;
 * 'Place order anyway' submits.
 */
const duplicateArgs = {
  machine: withActors(async () => order, {
    OrderNumber: '100199', OrderDate: '2026-11-22T08:30:00.000Z', Status: 1, TotalItems: totals.totalItems, OrderTotal: totals.orderTotal, Similarity: 1,
  }),
};

/** The question itself, as the retailer sees it: it stands in for the 'Place your order?' confirm. */
export const DuplicateOrderAsked: Story = {
  args: duplicateArgs,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order this again?' });
    await expect(dialog).toHaveTextContent(`Place another order of ${totals.totalItems} outers`);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Place order anyway' })).toBeVisible());
  },
};

export const DuplicateOrder: Story = {
  args: duplicateArgs,
  play: async ({ canvasElement }) => {
    onOrder.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order this again?' });
    await expect(dialog).toHaveTextContent('You placed order 100199 with nearly the same products on 22/11/2026, 08:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order anyway' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order));
    await popupGone();
  },
};

/**
 * The cart another tablet left: Briarwood taken out, 22 outers of Kestrel added, Harbour Papers
 * as confirmed. The server's 409 carries it as the cart now.
 */
const cartNow = (details: typeof lines) => ({
  BackEndCartId: 7, AccountNumber: '10010001', PendingOrderNumber: null, UnavailableDetails: [], ...(() => {
    const t = cartTotals(details);
    return { TotalItems: t.totalItems, SubTotal: t.subTotal, VatTotal: t.vatTotal, OrderTotal: t.orderTotal };
  })(),
  BackEndCartDetails: details.map((d, i) => ({ ...d, BackEndCartDetailsId: i + 1, LineTotal: d.Quantity * d.PriceOuter })),
});
const changedLines = [lines[1]!, { SKU: 'RMC1002', Product: 'Kestrel Menthol 20s', PriceOuter: 135.19, Quantity: 22 }];
const changedTotals = cartTotals(changedLines);
/** A submitter whose first attempt finds the cart changed (409 with the cart now); later ones succeed. */
const changedThenOrdered = (now: typeof lines) => {
  let attempts = 0;
  return async () => {
    attempts += 1;
    if (attempts === 1) throw { Message: 'Your cart has changed since you confirmed this order, so nothing was ordered.', Cart: cartNow(now) };
    return order;
  };
};

/**
 * The cart changed after the retailer confirmed it (on another tablet). Nothing was ordered; the
 * popup lists what changed, product by product, and asks about the cart as it is now, with its amount.
 */
export const CartChanged: Story = {
  args: { machine: withActors(changedThenOrdered(changedLines)) },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    const dialog = await screen.findByRole('alertdialog', { name: 'Your cart has changed' });
    await expect(dialog).toHaveTextContent('so nothing was ordered');
    await expect(dialog).toHaveTextContent(`Place an order of the cart as it is now, ${changedTotals.totalItems} outers for`);
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    await expect(items).toEqual(['Briarwood Virginia Mix 100g: 4 outers confirmed, none now', 'Kestrel Menthol 20s: not confirmed, 22 outers now']);
    await waitFor(() => expect(canvasElement.querySelector('[data-checkout-state="cartChanged"]')).not.toBeNull());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeVisible());
  },
};

/** Asked again and confirmed: the cart as it is now is ordered (a new attempt), and `onOrder` gets the order. */
export const CartChangedConfirmedAgain: Story = {
  args: { machine: withActors(changedThenOrdered(changedLines)) },
  play: async ({ canvasElement }) => {
    onOrder.mockClear();
    await startCheckout(canvasElement);
    await confirm();
    const dialog = await screen.findByRole('alertdialog', { name: 'Your cart has changed' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order));
    await popupGone();
  },
};

/** The cart was emptied on another tablet since the confirm: nothing was ordered, and there is nothing to ask about. */
export const CartChangedToEmpty: Story = {
  args: { machine: withActors(changedThenOrdered([])) },
  play: async ({ canvasElement }) => {
    await startCheckout(canvasElement);
    await confirm();
    const dialog = await screen.findByRole('alertdialog', { name: 'Your cart has changed' });
    await expect(dialog).toHaveTextContent('your cart was emptied');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).queryByRole('button', { name: 'Place order' })).toBeNull();
  },
};

/** Editing order 100245: the cart changed before the update, so the order was left as it was and the retailer is asked again. */
export const EditOrderCartChanged: Story = {
  args: { editingOrderNumber: '100245', machine: withActors(changedThenOrdered(changedLines)) },
  play: async ({ canvasElement }) => {
    const confirmDialog = await startEdit(canvasElement);
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Update order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your cart has changed' });
    await expect(dialog).toHaveTextContent('so your order was not updated');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update order' })).toBeVisible());
  },
};

/**
 * A mouse press split in two, as a real mouse sends it: at the button's middle, with a contact size (one
 * without is taken by react-aria for a screen reader's virtual click, pressed on `click` alone).
 */
const pointer = (target: Element, type: string) => {
  const { x, y, width, height } = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, composed: true, clientX: x + width / 2, clientY: y + height / 2, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true, width: 1, height: 1, pressure: 0.5, detail: 1 };
  const down = type.endsWith('down');
  target.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, { ...init, buttons: down ? 1 : 0 }) : new MouseEvent(type, { ...init, buttons: down ? 1 : 0 }));
};
const pressDown = (target: Element) => ['pointerdown', 'mousedown'].forEach((type) => pointer(target, type));
const pressUp = (target: Element) => ['pointerup', 'mouseup', 'click'].forEach((type) => pointer(target, type));

/** Lets the held machine's part load (set by the story that holds it). */
let releaseMachine = () => {};
const ordering = withActors(async () => order);
/** The cart page's `Checkout`, its machine's part (here with fake actors) held back until `releaseMachine()`. */
function CheckoutWithHeldMachine(props: Omit<CheckoutLayerProps, 'onControls'>) {
  const [layer] = useState(() =>
    lazy(
      () =>
        new Promise<{ default: ComponentType<CheckoutLayerProps> }>((resolve) => {
          releaseMachine = () => resolve({ default: (layerProps) => <CheckoutMachineLayer {...layerProps} machine={ordering} /> });
        }),
    ),
  );
  return <CheckoutWithLayer {...props} layer={layer} />;
}

/**
 * On the cart page the machine loads beside the page, and the summary is drawn before it. A tap that
 * begins before the machine arrives and ends after it still checks out, once: the button is the same
 * element throughout (when the drawn summary was swapped for the loaded one, such a tap was lost).
 */
export const PressedAsTheMachineLoads: Story = {
  render: (args) => <CheckoutWithHeldMachine {...args} />,
  play: async ({ canvasElement }) => {
    onOrder.mockClear();
    const section = () => canvasElement.querySelector('[data-checkout-machine]');
    const button = within(canvasElement).getByRole('button', { name: 'Checkout' });
    await expect(section()).toHaveAttribute('data-checkout-machine', 'loading');
    pressDown(button);
    releaseMachine();
    await waitFor(() => expect(section()).toHaveAttribute('data-checkout-machine', 'loaded'));
    await expect(within(canvasElement).getByRole('button', { name: 'Checkout' })).toBe(button);
    pressUp(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Place your order?' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    await popupGone();
  },
};

/** Checkout pressed while the machine is still loading: checkout starts once, as soon as it is there. */
export const PressedBeforeTheMachineLoads: Story = {
  render: (args) => <CheckoutWithHeldMachine {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    releaseMachine();
    const dialog = await screen.findByRole('alertdialog', { name: 'Place your order?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-checkout-state="confirming"]')).not.toBeNull();
  },
};
