import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../shared/fixtures';
import { DeliveryArrived } from './DeliveryArrived';

const meta = {
  title: 'UI/Ordering/DeliveryArrived',
  component: DeliveryArrived,
  tags: ['autodocs'],
  args: { deliveries: [{ orderNumber: '100258', note: 'Delivered today, 07:30', href: '/check-in?order=100258' }] },
} satisfies Meta<typeof DeliveryArrived>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On Home, the day an order is delivered and until it is checked in. */
export const OneDelivery: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Delivery arrived?' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Check in order 100258' })).toHaveAttribute('href', '/check-in?order=100258');
  },
};
export const TwoDeliveries: Story = {
  args: {
    deliveries: [
      { orderNumber: '100258', note: 'Delivered today, 07:30', href: '/check-in?order=100258' },
      { orderNumber: '100262', note: 'Delivered today, 11:05', href: '/check-in?order=100262' },
    ],
  },
};
export const Phone: Story = { globals: phoneViewport };
/** Nothing delivered today, or all checked in: nothing shown. */
export const NothingToCheckIn: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Delivery arrived?' })).toBeNull();
  },
};
