import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { InvoiceButton } from '../InvoiceButton';
import { OrderSummary, OrderSummarySkeleton } from './OrderSummary';
import { longNameProduct, order, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs', 'phone'],
  args: { order },
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Order 100245' })).toBeInTheDocument();
    await expect(c.getByText('Pending')).toBeInTheDocument();
    await expect(c.getByText('€1,534.70')).toBeInTheDocument();
  },
};
export const Submitted: Story = { args: { order: { ...order, Status: 0 } } };
export const Cancelled: Story = { args: { order: { ...order, Status: 3 } } };
export const LongText: Story = {
  args: { order: { ...order, OrderDetails: [{ SKU: longNameProduct.SKU, Product: longNameProduct.Product, Quantity: 120, PriceOuter: 45.9, LineTotal: 5508 }, ...order.OrderDetails] } },
};
export const NoLines: Story = { args: { order: { ...order, OrderDetails: [], TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0 } } };
export const Phone: Story = { globals: phoneViewport };
/** While OrderHistoryDetails loads. */
export const Loading: Story = { render: () => <OrderSummarySkeleton /> };
export const PhoneLoading: Story = { render: () => <OrderSummarySkeleton />, globals: phoneViewport };
/** /review-order's actions for a pending order: Edit, Cancel, Reorder and the pro-forma invoice. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="small">Edit order</Button>
        <Button size="small" variant="secondary" tone="critical">Cancel order</Button>
        <Button size="small" variant="secondary">Reorder</Button>
        <InvoiceButton orderNumber={order.OrderNumber} kind="proForma" onPress={() => {}} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit order' })).toBeVisible();
  },
};

/** A Pending order before its store's cut-off: until when it can change. */
export const ChangeableUntil: Story = {
  args: { order: { ...order, EditableUntil: '2026-11-26T16:00:00.000Z' }, now: Date.parse('2026-11-25T12:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Changes until/)).toHaveTextContent('Changes until Thu 26 Nov, 16:00');
  },
};

/** A Pending order after its store's cut-off: locked for delivery (the page offers no Edit or Cancel). */
export const LockedForDelivery: Story = {
  args: { order: { ...order, EditableUntil: '2026-11-19T16:00:00.000Z' }, now: Date.parse('2026-11-25T12:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Locked for delivery/)).toHaveTextContent('Locked for delivery since Thu 19 Nov, 16:00');
  },
};

/** A delivered order (ADR 0055): when it came, in the store's day and clock. */
export const Delivered: Story = {
  args: { order: { ...order, Status: 2, DeliveryStatus: 'Delivered', DeliveredAt: '2026-12-01T07:30:00Z' }, now: Date.parse('2026-12-01T12:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered today, 07:30')).toBeVisible();
  },
};
