import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme';
import { CartLink } from './CartLink';

const meta = {
  title: 'UI/CartLink',
  component: CartLink,
  tags: ['autodocs', 'phone'],
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
/** An empty cart shows no badge (never a '0') and is read as 'Cart empty, €0.00'. */
export const Empty: Story = {
  args: { itemCount: 0, total: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByTestId('cart-count')).toBeNull();
    await expect(c.queryByText('0')).toBeNull();
    await expect(c.getByRole('link', { name: /^Cart\s*empty, €0\.00$/ })).toBeVisible();
  },
};
/**
 * While the cart loads: no badge and no total, but a total's room kept, so the header does not move when
 * the figures arrive; read as 'Cart loading'.
 */
export const Loading: Story = {
  args: { itemCount: 0, total: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByTestId('cart-count')).toBeNull();
    await expect(c.getByRole('link', { name: /^Cart\s*loading$/ })).toBeVisible();
    await expect(c.queryByText(/€/)).not.toBeVisible();
  },
};
export const OneOuter: Story = { args: { itemCount: 1, total: 98.4 } };
export const LargeOrder: Story = { args: { itemCount: 1250, total: 123456.78 } };
export const Current: Story = { args: { isCurrent: true } };
/** Phones and tablets: the word 'Cart' shows under the icon, badge and total; the link stays 44 px tall or more. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Cart/ });
    await expect(within(link).getByText('Cart')).toBeVisible();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
