import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = { title: 'UI/BackToTop', component: BackToTop, tags: ['autodocs', 'phone'], args: { isVisible: true, onPress: fn() } } satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to top' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
/**
 * Phones: 36 px and round, 4 px from the screen's edge, so over a full-width product card it covers
 * the card's padding rather than its text.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: 'Back to top' }).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(36);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth - box.right).toBeLessThanOrEqual(4);
  },
};
