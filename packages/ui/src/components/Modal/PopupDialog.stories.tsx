import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Modal';
import { PopupDialog } from './PopupDialog';

const meta = {
  title: 'UI/PopupDialog',
  component: PopupDialog,
  tags: ['autodocs'],
  args: { isOpen: true, onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof PopupDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const CheckoutConfirm: Story = {
  args: { section: 'checkout', title: 'Place your order?', desc: 'Your order of 12 outers (€1,234.56) will be submitted.', confirmLabel: 'Confirm order' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Confirm order' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const CheckoutSubmitting: Story = { args: { ...CheckoutConfirm.args, isConfirmPending: true } };
export const CheckoutError: Story = {
  args: { section: 'checkoutError', title: 'Sorry, there has been an error and we were unable to complete your request', desc: 'Your cart is empty.' },
};
export const ClearCart: Story = { args: { section: 'clear-cart', title: 'Clear your cart?', desc: 'Every line will be removed.', confirmLabel: 'Clear cart' } };
export const Logout: Story = {
  args: { section: 'logout', title: 'You have items in your cart', desc: 'Are you sure you want to log out without placing your order?', confirmLabel: 'Log out', cancelLabel: 'Stay' },
};
export const Success: Story = { args: { section: 'success', title: 'Your order has been submitted correctly.' } };
export const UnavailableItems: Story = {
  args: { section: 'alert', title: 'Some products are unavailable', desc: 'Sorry, but the following products were unavailable this time:', items: ['Harbour Gold 20s', 'Vapora Mint Pods 2-pack 18mg'] },
};
export const LongText: Story = {
  args: { section: 'alert', title: 'A very long title that wraps over more than one line on a phone screen', desc: 'A long explanation. '.repeat(12) },
};
export const FilterDrawer: Story = {
  args: { isOpen: false, section: null, title: '' },
  render: () => (
    <Drawer isOpen onOpenChange={() => undefined} title="Filter by brand">
      <p>Drawer content</p>
      <Button>Apply</Button>
    </Drawer>
  ),
};
