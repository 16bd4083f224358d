import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusPill } from './OrderStatusPill';

const meta = {
  title: 'UI/Ordering/OrderStatusPill',
  component: OrderStatusPill,
  tags: ['autodocs'],
  args: { status: 1 },
} satisfies Meta<typeof OrderStatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = { args: { status: 0 } };
export const Pending: Story = { args: { status: 1 } };
export const Processing: Story = { args: { status: 2 } };
export const Cancelled: Story = { args: { status: 3 } };
/** An unknown code is treated as Submitted (§4). */
export const Unknown: Story = {
  args: { status: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Submitted')).toBeInTheDocument();
  },
};
export const All: Story = { render: () => <div style={{ display: 'flex', gap: 8 }}>{[0, 1, 2, 3].map((s) => <OrderStatusPill key={s} status={s} />)}</div> };
