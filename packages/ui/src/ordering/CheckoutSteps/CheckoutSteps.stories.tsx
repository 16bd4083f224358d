import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutSteps } from './CheckoutSteps';
import { phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/CheckoutSteps',
  component: CheckoutSteps,
  tags: ['autodocs'],
  args: { current: 'Cart' },
  argTypes: { current: { control: 'inline-radio', options: ['Before you checkout', 'Cart', 'Order Confirmation'] } },
} satisfies Meta<typeof CheckoutSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeYouCheckout: Story = { args: { current: 'Before you checkout' } };
export const Cart: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
  },
};
export const OrderConfirmation: Story = { args: { current: 'Order Confirmation' } };
export const Phone: Story = { globals: phoneViewport };
