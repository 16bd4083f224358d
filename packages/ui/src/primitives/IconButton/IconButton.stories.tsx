import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'close', 'aria-label': 'Close', onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quiet: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', tone: 'accent', icon: 'arrowUp', 'aria-label': 'Back to top' } };
export const Primary: Story = { args: { variant: 'primary', icon: 'chevronRight', 'aria-label': 'Next message' } };
export const Inverse: Story = {
  args: { tone: 'inverse', icon: 'menu', 'aria-label': 'Menu' },
  decorators: [(Story) => <div style={{ background: vars.color.background.brand, padding: 16 }}><Story /></div>],
};
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true, icon: 'chevronLeft', 'aria-label': 'Previous message' } };
