import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme';
import { CartLink } from './CartLink';

const meta = {
  title: 'UI/CartLink',
  component: CartLink,
  tags: ['autodocs'],
  args: { itemCount: 12, total: 1534.62 },
  decorators: [(Story) => <div style={{ background: vars.color.background.brand, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof CartLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Cart\s*12 outers, €1,534\.62$/ })).toHaveAttribute('href', '/cart');
  },
};
export const Empty: Story = { args: { itemCount: 0, total: 0 } };
export const OneOuter: Story = { args: { itemCount: 1, total: 98.4 } };
export const LargeOrder: Story = { args: { itemCount: 1250, total: 123456.78 } };
export const Current: Story = { args: { isCurrent: true } };
