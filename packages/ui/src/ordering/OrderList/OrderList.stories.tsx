import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { OrderList } from './OrderList';
import { orders, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/OrderList',
  component: OrderList,
  tags: ['autodocs'],
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
