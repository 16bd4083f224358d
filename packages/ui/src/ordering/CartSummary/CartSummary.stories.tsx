import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartTotals } from '@trade-portal/domain';
import { CartSummary } from './CartSummary';
import { phoneViewport } from '../shared/fixtures';

const totals = cartTotals([{ PriceOuter: 128.33, Quantity: 4 }, { PriceOuter: 45.9, Quantity: 16 }]);

const meta = {
  title: 'UI/Ordering/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { ...totals, onCheckout: fn(), onClearCart: fn() },
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('€1,534.70')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};
export const CheckingOut: Story = { args: { isPending: true } };
export const CheckoutDisabled: Story = { args: { isDisabled: true } };
export const LargeAmounts: Story = { args: cartTotals([{ PriceOuter: 999.99, Quantity: 999 }]) };
export const Empty: Story = {
  args: { totalItems: 0, subTotal: 0, vatTotal: 0, orderTotal: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your cart is empty.')).toBeInTheDocument();
    await expect(c.getByRole('link', { name: 'Go to Place Order' })).toHaveAttribute('href', '/place-order');
  },
};
/** A bar at the bottom of the screen on phones. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ minHeight: 600, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}><Story /></div>],
  globals: phoneViewport,
};
