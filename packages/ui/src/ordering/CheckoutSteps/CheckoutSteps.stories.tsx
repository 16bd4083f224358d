import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutSteps } from './CheckoutSteps';
import { phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/CheckoutSteps',
  component: CheckoutSteps,
  tags: ['autodocs', 'phone'],
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
/** 'Before you checkout' was shown: done, and a link back to it. */
export const CartAfterBeforeYouCheckout: Story = {
  args: { hrefs: { 'Before you checkout': '/cart' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Before you checkout (done)' })).toHaveAttribute('href', '/cart');
  },
};
/** 'Before you checkout' had nothing to offer and was passed over: it reads 'skipped', not done. */
export const CartSkippedFirstStep: Story = {
  args: { skipped: ['Before you checkout'] },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('listitem')[0]!;
    await expect(first).toHaveAttribute('data-state', 'skipped');
    await expect(first).toHaveTextContent('Before you checkout (skipped)');
  },
};
export const OrderConfirmation: Story = { args: { current: 'Order Confirmation' } };
export const Phone: Story = { globals: phoneViewport };
export const PhoneWithLink: Story = { args: { hrefs: { 'Before you checkout': '/cart' } }, globals: phoneViewport };
