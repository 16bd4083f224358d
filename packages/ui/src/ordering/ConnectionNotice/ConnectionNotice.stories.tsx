import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionNotice } from './ConnectionNotice';

const meta = {
  title: 'UI/Ordering/ConnectionNotice',
  component: ConnectionNotice,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
} satisfies Meta<typeof ConnectionNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server did not answer a cart change: it is saved on this device and retried, announced politely. */
export const Unreachable: Story = {
  args: { status: 'unreachable', savedLines: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 cart change is saved on this device and will be sent once, as soon as it answers.');
  },
};
/** The device is offline with changes and a checked-out order waiting. */
export const OfflineWithOrder: Story = {
  args: { status: 'offline', savedLines: 3, savedOrders: [{ outers: 12, orderTotal: 1534.5 }] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('You are offline.');
    await expect(status).toHaveTextContent('3 cart changes and an order of 12 outers (€1,534.50) are saved on this device, not yet sent.');
    await expect(status).toHaveTextContent('They will be sent once, when the connection is back.');
  },
};
/** A delivery checked in offline in the stockroom (ADR 0055), beside a cart change. */
export const OfflineWithCheckIn: Story = {
  args: { status: 'offline', savedLines: 1, savedCheckIns: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 cart change and a delivery’s check-in are saved on this device, not yet sent.');
  },
};
/** Offline with nothing changed yet. */
export const OfflineNothingSaved: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your changes are saved on this device, not yet sent.');
  },
};
/** Back online: what was saved is going out. */
export const Sending: Story = {
  args: { status: 'sending', savedLines: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sending what was saved on this device…');
  },
};
/** The saved order was accepted: its number links to it; × closes the notice. */
export const Sent: Story = {
  args: { status: null, outcome: { kind: 'sent', id: 4, orderNumber: '100245', accountName: 'Quayside News Galway' }, onDismissOutcome: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent. The order saved on this device is order 100245 for Quayside News Galway.');
    await expect(canvas.getByRole('link', { name: '100245' })).toHaveAttribute('href', '/review-order?ordernumber=100245');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissOutcome).toHaveBeenCalledWith(4);
  },
};
/** The check-in saved on this device was recorded: its order links to it. */
export const CheckInSent: Story = {
  args: { status: null, outcome: { kind: 'checkedIn', id: 5, orderNumber: '100052', accountName: 'Corner Shop Rathmines' }, onDismissOutcome: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent. The check-in of order 100052 for Corner Shop Rathmines is recorded.');
    await expect(canvas.getByRole('link', { name: '100052' })).toHaveAttribute('href', '/check-in?order=100052');
  },
};
/** The saved order was refused when sent (here: the cut-off had passed): the server's Message. */
export const Refused: Story = {
  args: {
    status: null,
    outcome: { kind: 'refused', id: 5, what: 'the order of 12 outers', message: 'Orders for this week were locked for delivery at the order cut-off, Thursday 26 November, 16:00.' },
    onDismissOutcome: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Not sent: the order of 12 outers.');
  },
};
/**
 * The order saved on this device was sent, but the store's cart had changed since it was
 * confirmed (on another tablet), so nothing was ordered. Each product's confirmed and current outers, and
 * a way back to the cart, where checkout asks again.
 */
export const SavedOrderCartChanged: Story = {
  args: {
    status: null,
    outcome: {
      kind: 'changed', id: 6, what: 'the order of 3 outers (€473.54) for Quayside News Galway',
      message: 'Your cart has changed since you confirmed this order, so nothing was ordered. Check what changed and confirm again.',
      changes: [
        { SKU: 'RMC1001', Product: 'Briarwood Virginia Mix 100g', confirmed: 3, now: 0 },
        { SKU: 'RMC1002', Product: 'Kestrel Menthol 20s', confirmed: 0, now: 22 },
      ],
    },
    onDismissOutcome: fn(),
  },
  // Taller than the others: the list and the link sit under the message.
  decorators: [(Story) => <div style={{ minHeight: 360 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not sent: the order of 3 outers (€473.54) for Quayside News Galway.');
    const changes = canvas.getByRole('list', { name: 'What changed' });
    await expect(within(changes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Briarwood Virginia Mix 100g: 3 outers confirmed, none now',
      'Kestrel Menthol 20s: not confirmed, 22 outers now',
    ]);
    await expect(canvas.getByRole('link', { name: 'Check the cart and order again' })).toHaveAttribute('href', '/cart?step=cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissOutcome).toHaveBeenCalledWith(6);
  },
};
/** The same on a phone: the list wraps under the message. */
export const SavedOrderCartChangedPhone: Story = {
  args: SavedOrderCartChanged.args,
  decorators: SavedOrderCartChanged.decorators,
  globals: { viewport: { value: 'phone' } },
};
/** All sent, nothing to say: the live region stays, empty, so the next notice is announced. */
export const Quiet: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
export const Phone: Story = { args: { status: 'offline', savedLines: 3, savedOrders: [{ outers: 12, orderTotal: 1534.5 }] }, globals: { viewport: { value: 'phone' } } };
