import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Modal';

const content = (
  <RACDialog aria-labelledby="modal-story-title" style={{ padding: 24, outline: 'none' }}>
    <Heading id="modal-story-title" slot="title" style={{ marginTop: 0 }}>Store details</Heading>
    <p>The layer under every dialog and drawer: focus stays inside until it closes.</p>
    <Button slot="close">Close</Button>
  </RACDialog>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { isOpen: true, onOpenChange: fn(), children: content },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

export const Center: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Store details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Side: Story = { tags: ['phone'], args: { placement: 'side' } };
export const SideOnPhone: Story = { args: { placement: 'side' }, globals: { viewport: { value: 'phone' } } };
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Store details' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Opened by no control (a popup shown after login): on close, react-aria has nothing to return focus to,
 * so it goes to the page's heading, never to <body>.
 */
export const FocusReturnsToHeading: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <main>
        <h1>Welcome back</h1>
        <Modal {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </main>
    );
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Store details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.getByRole('heading', { level: 1, name: 'Welcome back' })).toHaveFocus());
  },
};
