import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@trade-portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopupDialog } from './PopupDialog';

const meta = {
  title: 'UI/PopupDialog',
  component: PopupDialog,
  tags: ['autodocs'],
  args: { isOpen: true, section: 'alert', title: '', onClose: fn(), onConfirm: fn() },
} satisfies Meta<typeof PopupDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

export const Checkout: Story = {
  args: { section: 'checkout', title: 'Place your order?', desc: 'Your order of 12 outers (€1,234.56) will be submitted.', confirmLabel: 'Confirm order' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Place your order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const CheckoutSubmitting: Story = {
  args: { ...Checkout.args, isConfirmPending: true },
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
export const CheckoutError: Story = { args: { section: 'checkoutError', title: messages.checkoutErrorTitle, desc: 'Your cart is empty.' } };
export const Fail: Story = { args: { section: 'fail', title: 'Something went wrong', desc: messages.internalError } };
export const ClearCart: Story = {
  args: { section: 'clear-cart', title: 'Clear your cart?', desc: 'Every line will be removed.', confirmLabel: 'Clear cart' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const Logout: Story = { args: { section: 'logout', title: messages.logoutTitle, desc: messages.logoutText, confirmLabel: 'Log out anyway', cancelLabel: 'Stay' } };
export const Success: Story = { args: { section: 'success', title: messages.submittedNoResult } };
export const UnavailableItems: Story = {
  args: { section: 'alert', title: 'Some products are unavailable', desc: messages.unavailableAfterReorder, items: ['Harbour Gold 20s', 'Vapora Mint Pods 2-pack 18mg'] },
};
export const LongText: Story = {
  args: { section: 'alert', title: 'A very long title that wraps over more than one line on a phone screen', desc: 'A long explanation that keeps going. '.repeat(12) },
  globals: { viewport: { value: 'phone' } },
};
/** The reorder result (§3 Review-order result, §8): outers added, the unavailable products, and 'Go to cart'. */
export const ReviewOrder: Story = {
  args: {
    section: 'review-order', title: '12 outers added to your cart.', desc: messages.unavailableAfterReorder,
    items: ['Briarwood Virginia Mix 100g', 'Vapora Mint Pods 2-pack 18mg'], confirmLabel: 'Go to cart', cancelLabel: 'Close',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: '12 outers added to your cart.' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
/** The reorder result when nothing could be added again while editing (§8 'Your items are currently unavailable.'). */
export const ReviewOrderWhileEditing: Story = {
  args: { section: 'review-order', title: '0 outers added to your cart.', desc: messages.unavailableWhenEditing, items: ['Harbour Gold 20s'], confirmLabel: 'Go to cart', cancelLabel: 'Close' },
};
/** Leaving the cart with unsaved changes to a pending order (§2.10, §8): 'Continue editing' is focused first. */
export const NavigationPrompt: Story = {
  args: {
    section: 'navigation-prompt', title: 'Leave without saving order 100245?', desc: 'Your changes to this pending order have not been saved.',
    confirmLabel: 'Forget changes', cancelLabel: 'Continue editing',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Leave without saving order 100245?' });
    await expect(within(dialog).getByRole('button', { name: 'Continue editing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
