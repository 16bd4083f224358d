import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Clear your cart?',
    children: 'Every line will be removed from the cart.',
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button tone="critical">Clear cart</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Clear your cart?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const AlertDialog: Story = { args: { role: 'alertdialog', tone: 'critical', title: 'Sorry, there has been an error and we were unable to complete your request', children: 'Your cart is empty.', actions: <Button>Close</Button> } };
export const NotDismissable: Story = { args: { isDismissable: false, title: 'Submitting your order', children: 'Please wait.', actions: <Button isPending>Confirm</Button> } };
export const LongText: Story = {
  args: { title: 'A very long title that wraps over more than one line on a phone screen', children: 'A long explanation that keeps going. '.repeat(10) },
  globals: { viewport: { value: 'phone' } },
};
export const Interactive: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Clear cart</Button>
        <Dialog {...args} isOpen={open} onOpenChange={setOpen} actions={<Button onPress={() => setOpen(false)}>Close</Button>} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Clear cart' });
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
