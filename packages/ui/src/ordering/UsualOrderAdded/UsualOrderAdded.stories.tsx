import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsualOrderAdded } from './UsualOrderAdded';

const meta = {
  title: 'UI/Ordering/UsualOrderAdded',
  component: UsualOrderAdded,
  tags: ['autodocs', 'phone'],
  args: { result: { id: 1, tone: 'positive', message: 'Added 3 products from your usual order: 13 outers.', canUndo: true }, onUndo: fn(), onDismiss: fn() },
} satisfies Meta<typeof UsualOrderAdded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Added, with 'Undo' and ×. */
export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: 'Close the message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
/** 'Undo' pressed: it waits for the cart. */
export const Undoing: Story = { args: { isUndoing: true } };
/** Taken back. */
export const Undone: Story = { args: { result: { id: 2, tone: 'positive', message: 'Your usual order was taken out of your cart.' } } };
/** The undo was refused: the server's message. */
export const UndoRefused: Story = { args: { result: { id: 3, tone: 'critical', message: 'Your cart could not be changed. Please try again.', canUndo: true } } };
