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
