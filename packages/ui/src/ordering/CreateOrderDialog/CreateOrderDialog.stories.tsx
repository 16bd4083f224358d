import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { CreateOrderDialog } from './CreateOrderDialog';
import { phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/CreateOrderDialog',
  component: CreateOrderDialog,
  tags: ['autodocs', 'phone'],
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof CreateOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** §2.6: three ways on, a testimonial and a close button; focus starts inside. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'How would you like to order?' });
    const d = within(dialog);
    await expect(d.getByRole('link', { name: 'Create Order' })).toHaveAttribute('href', '/stock-card');
    await expect(d.getByRole('link', { name: 'View Product List' })).toHaveAttribute('href', '/place-order');
    const what = d.getByRole('link', { name: 'What is this? (opens in a new tab)' });
    await expect(what).toHaveAttribute('href', '/videos');
    await expect(what).toHaveAttribute('target', '_blank');
    await expect(what.getAttribute('rel')).toContain('noopener');
    await expect(d.getByText(/Mary Collins/)).toBeInTheDocument();
    // react-aria moves focus in once the dialog has mounted, a frame after it shows.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  },
};
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'How would you like to order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'How would you like to order?' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const LongTestimonial: Story = {
  args: {
    testimonial: {
      quote: 'We have three shops and the stock card is the same list in each of them, so whoever is on the counter that morning can put the weekly order in without asking me what we usually take, and nothing gets forgotten.',
      name: 'Pádraig Ó Súilleabháin-Fitzgerald',
      shop: 'Ó Súilleabháin Convenience Stores, Unit 14, Oranmore Shopping Centre, Co. Galway',
    },
  },
};
export const Phone: Story = { globals: phoneViewport };

/** With `onWhatIsThis` (the portal's video popup, §2.10): a button that closes the dialog and calls it. */
export const WhatIsThisPopup: Story = {
  args: { onWhatIsThis: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'How would you like to order?' });
    const d = within(dialog);
    await expect(d.queryByRole('link', { name: /What is this\?/ })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'What is this?' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onWhatIsThis).toHaveBeenCalledOnce();
  },
};
export const WhatIsThisPopupPhone: Story = { args: { onWhatIsThis: fn() }, globals: phoneViewport };
