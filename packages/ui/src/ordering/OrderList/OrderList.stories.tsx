import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { OrderList } from './OrderList';
import { orders, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/OrderList',
  component: OrderList,
  tags: ['autodocs', 'phone'],
  args: { orders, onDownloadInvoice: fn() },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '100245' })).toHaveAttribute('href', '/review-order?ordernumber=100245');
    await expect(c.getByText('21st November 2026')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Download invoice for order 100230' }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith('100230');
  },
};
export const Downloading: Story = { args: { downloading: '100230', invoiceErrors: { '100201': messages.invoiceInvalid } } };
export const Loading: Story = { args: { orders: [], isLoading: true } };
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders in this period.')).toBeInTheDocument();
  },
};
export const WithError: Story = { args: { orders: [], errorMessage: messages.internalError, onRetry: fn() } };
export const LargeNumbers: Story = { args: { orders: [{ OrderNumber: '99912345678', OrderDate: '2026-09-30T23:30:00Z', Status: 0, TotalItems: 999, OrderTotal: 1228767.71 }, ...orders] } };
/** Cards below 768 px: the words the table header gives on desktop appear in each card. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('14')).toBeVisible();
    await expect(within(canvasElement).getAllByText(/outers/)[0]).toBeVisible();
  },
};
export const PhoneWithError: Story = { args: { downloading: '100245', invoiceErrors: { '100230': messages.invoiceInvalid } }, globals: phoneViewport };
/** With the order actions of /my-orders: Edit and Cancel on the pending order, Reorder on each; no invoice for the cancelled one. */
export const WithActions: Story = {
  args: { onEdit: fn(), onCancel: fn(), onReorder: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Download pro-forma invoice for order 100245' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Download invoice for order 100190' })).toBeNull();
    await expect(c.getByText('No invoice for a cancelled order')).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: 'Edit order 100230' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Edit order 100245' }));
    await expect(args.onEdit).toHaveBeenCalledWith('100245');
    await userEvent.click(c.getByRole('button', { name: 'Cancel order 100245' }));
    await expect(args.onCancel).toHaveBeenCalledWith('100245');
    await userEvent.click(c.getByRole('button', { name: 'Reorder 100201' }));
    await expect(args.onReorder).toHaveBeenCalledWith('100201');
  },
};
/** An action running on one order: its button spins, the others wait. */
export const ActionRunning: Story = { args: { onEdit: fn(), onCancel: fn(), onReorder: fn(), busyOrder: '100245' } };

/** Store cut-offs, judged on Wednesday 25 November 2026 at noon. */
const cutOffNow = Date.parse('2026-11-25T12:00:00Z');
const withCutOffs = [
  { OrderNumber: '100251', OrderDate: '2026-11-24T09:30:00Z', Status: 1, TotalItems: 6, OrderTotal: 688.8, EditableUntil: '2026-11-26T16:00:00.000Z' },
  { OrderNumber: '100245', OrderDate: '2026-11-19T10:00:00Z', Status: 1, TotalItems: 14, OrderTotal: 1534.62, EditableUntil: '2026-11-19T16:00:00.000Z' },
  ...orders.slice(1),
];

/**
 * A Pending order says until when it can change; one whose store cut-off has passed is 'Locked for
 * delivery' and offers neither Edit nor Cancel (the server refuses them with a 409 anyway).
 */
export const CutOffs: Story = {
  args: { orders: withCutOffs, now: cutOffNow, onEdit: fn(), onCancel: fn(), onReorder: fn() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const open = c.getByText(/^Changes until/);
    await expect(open).toHaveTextContent('Changes until Thu 26 Nov, 16:00');
    await expect(c.getByRole('button', { name: 'Edit order 100251' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Cancel order 100251' })).toBeVisible();
    await expect(c.getByText(/^Locked for delivery since/)).toHaveTextContent('Locked for delivery since Thu 19 Nov, 16:00');
    await expect(c.queryByRole('button', { name: 'Edit order 100245' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Cancel order 100245' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Reorder 100245' })).toBeVisible();
  },
};
export const PhoneCutOffs: Story = { ...CutOffs, globals: phoneViewport };

/** Judged on Tuesday 1 December 2026 at noon. */
const deliveriesNow = Date.parse('2026-12-01T12:00:00Z');
const withDeliveries = [
  { OrderNumber: '100262', OrderDate: '2026-11-29T09:30:00Z', Status: 2, TotalItems: 9, OrderTotal: 1012.4, DeliveryStatus: 'Dispatched' as const, ExpectedDeliveryDate: '2026-12-02' },
  { OrderNumber: '100258', OrderDate: '2026-11-27T10:00:00Z', Status: 2, TotalItems: 14, OrderTotal: 1534.62, DeliveryStatus: 'Delivered' as const, DeliveredAt: '2026-12-01T07:30:00Z' },
  { OrderNumber: '100251', OrderDate: '2026-11-24T09:30:00Z', Status: 2, TotalItems: 6, OrderTotal: 688.8, DeliveryStatus: 'Delivered' as const, DeliveredAt: '2026-11-26T09:05:00Z' },
  ...orders.slice(1),
];

/** Orders on their way and delivered (ADR 0055): under each status, when it is due or when it came. */
export const Deliveries: Story = {
  args: { orders: withDeliveries, now: deliveriesNow, checkInHref: (n) => `/check-in?order=${n}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Dispatched, due tomorrow')).toBeVisible();
    await expect(c.getByText('Delivered today, 07:30')).toBeVisible();
    await expect(c.getByText('Delivered Thu 26 Nov, 09:05')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Check in order 100258' })).toHaveAttribute('href', '/check-in?order=100258');
    await expect(c.queryByRole('link', { name: 'Check in order 100262' })).toBeNull();
  },
};
export const PhoneDeliveries: Story = { ...Deliveries, globals: phoneViewport };

const withClaims = [
  withDeliveries[0]!,
  { ...withDeliveries[1]!, DeliveryClaim: { ClaimNumber: 'CL000013', Status: 'UnderReview' as const, CreditNoteNumber: null, CreditNoteTotal: null } },
  { ...withDeliveries[2]!, DeliveryClaim: { ClaimNumber: 'CL000012', Status: 'Accepted' as const, CreditNoteNumber: 'CN000007', CreditNoteTotal: 47.23 } },
  { ...orders[1]!, DeliveryStatus: 'Delivered' as const, DeliveredAt: '2026-11-20T08:00:00Z', DeliveryClaim: { ClaimNumber: 'CL000009', Status: 'Rejected' as const, CreditNoteNumber: null, CreditNoteTotal: null } },
];

/** Claims under their orders (ADR 0055): under review, rejected, and accepted with its credit note to download. */
export const Claims: Story = {
  args: { orders: withClaims, now: deliveriesNow, onDownloadCreditNote: fn() },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Claim CL000013: under review')).toBeVisible();
    await expect(c.getByText('Claim CL000009: rejected')).toBeVisible();
    const button = c.getByRole('button', { name: 'Credit note CN000007, −\u2060€47.23 for order 100251' });
    await expect(button).toHaveTextContent('Credit note CN000007, −\u2060€47.23');
    await userEvent.click(button);
    await expect(args.onDownloadCreditNote).toHaveBeenCalledWith('CN000007');
  },
};
/** A credit note downloading, and one that could not be downloaded. */
export const CreditNoteDownloadFailed: Story = {
  args: { orders: withClaims, now: deliveriesNow, onDownloadCreditNote: fn(), downloading: 'CN000007', invoiceErrors: { CN000007: 'No credit note has this number.' } },
};
