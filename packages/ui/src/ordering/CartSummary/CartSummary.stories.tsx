import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartTotals } from '@trade-portal/domain';
import { CartSummary } from './CartSummary';
import { phoneViewport } from '../shared/fixtures';

const totals = cartTotals([{ PriceOuter: 128.33, Quantity: 4 }, { PriceOuter: 45.9, Quantity: 16 }]);

const meta = {
  title: 'UI/Ordering/CartSummary',
  component: CartSummary,
  tags: ['autodocs', 'phone'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { ...totals, onCheckout: fn(), onClearCart: fn(), storeName: 'Quayside News Galway' },
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // Desktop: the card holds Checkout; the bottom bar is for phones and tablets only.
    await expect(c.queryByRole('region', { name: /^Ordering for/ })).toBeNull();
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
/**
 * Phones and tablets: the card flows with the page (no Checkout in it) and a bar fixed to the bottom of
 * the screen names the store and holds the total and Checkout, so checking out needs no scroll.
 */
export const Phone: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}><Story /></div>],
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const bar = c.getByRole('region', { name: 'Ordering for Quayside News Galway' });
    await expect(bar).toHaveTextContent('€1,534.70');
    // One Checkout at a time: the bar's, at the bottom edge of the screen.
    const checkouts = c.getAllByRole('button', { name: 'Checkout' });
    await expect(checkouts).toHaveLength(1);
    await expect(bar).toContainElement(checkouts[0]!);
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(canvasElement.ownerDocument.documentElement.clientHeight);
    await userEvent.click(checkouts[0]!);
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};
/** Phones: the order being submitted; the bar's Checkout shows the spinner. */
export const PhoneCheckingOut: Story = { ...Phone, args: { isPending: true }, play: undefined };
/** A long store name is cut with an ellipsis; the total and Checkout keep their room. */
export const PhoneLongStoreName: Story = { ...Phone, args: { storeName: 'Quayside News and Convenience Store, Dock Road, Galway City' }, play: undefined };
