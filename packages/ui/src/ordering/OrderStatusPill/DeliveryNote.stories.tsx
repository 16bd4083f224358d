import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryNote } from './DeliveryNote';
import { OrderStatusPill } from './OrderStatusPill';

/** 1 December 2026, 12:00 in Dublin. */
const NOW = Date.parse('2026-12-01T12:00:00Z');

const meta = {
  title: 'UI/Ordering/DeliveryNote',
  component: DeliveryNote,
  tags: ['autodocs'],
  args: { now: NOW, timeZone: 'Europe/Dublin', order: {} },
  // As in My Orders: under the order's status.
  decorators: [
    (Story) => (
      <div>
        <OrderStatusPill status={2} />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered on the store's today: the day the check-in is asked for. */
export const DeliveredToday: Story = {
  args: { order: { DeliveryStatus: 'Delivered', DeliveredAt: '2026-12-01T07:30:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered today, 07:30')).toBeInTheDocument();
  },
};

export const DeliveredYesterday: Story = {
  args: { order: { DeliveryStatus: 'Delivered', DeliveredAt: '2026-11-30T16:10:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered yesterday, 16:10')).toBeInTheDocument();
  },
};

export const DeliveredEarlier: Story = {
  args: { order: { DeliveryStatus: 'Delivered', DeliveredAt: '2026-11-27T09:05:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered Fri 27 Nov, 09:05')).toBeInTheDocument();
  },
};

export const DispatchedDueTomorrow: Story = {
  args: { order: { DeliveryStatus: 'Dispatched', ExpectedDeliveryDate: '2026-12-02' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dispatched, due tomorrow')).toBeInTheDocument();
  },
};

export const DispatchedDueLater: Story = {
  args: { order: { DeliveryStatus: 'Dispatched', ExpectedDeliveryDate: '2026-12-04' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dispatched, due Fri 4 Dec')).toBeInTheDocument();
  },
};

/** A back end that sends only the §3 status: the pill alone. */
export const NoDelivery: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-delivery]')).toBeNull();
  },
};
