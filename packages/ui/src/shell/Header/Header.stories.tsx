import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'UI/Header',
  component: Header,
  tags: ['autodocs', 'phone'],
  args: { currentPath: '/place-order', cartItems: 12, cartTotal: 1534.62, onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Place Order' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: /My Stock Card/ })).toBeNull();
  },
};
export const WithStockCard: Story = {
  args: { showStockCard: true, currentPath: '/stock-card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My Stock Card' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Restricted: Story = {
  args: { isRestricted: true, currentPath: '/videos' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link', { name: 'Place Order' })).toBeNull();
    await expect(c.queryByRole('link', { name: 'My Orders' })).toBeNull();
    await expect(c.queryByRole('link', { name: /^Cart/ })).toBeNull();
  },
};
/** An empty cart: no badge, so no '0' (issue found on the phone header). */
export const EmptyCart: Story = {
  args: { cartItems: 0, cartTotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('cart-count')).toBeNull();
  },
};
export const LargeCart: Story = { args: { cartItems: 1250, cartTotal: 123456.78, showStockCard: true } };
export const ProfileMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Profile' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } }, args: { showStockCard: true } };
/**
 * Phones: the cart, profile and menu buttons carry visible words under their icons and stay 44 px
 * targets or larger.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const buttons = [c.getByRole('link', { name: /^Cart/ }), c.getByRole('button', { name: 'Profile' }), c.getByRole('button', { name: 'Menu' })];
    for (const [button, word] of buttons.map((b, i) => [b, ['Cart', 'Profile', 'Menu'][i]!] as const)) {
      await expect(within(button).getByText(word)).toBeVisible();
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // Nothing in the header runs past the screen's edge.
    await expect(canvasElement.querySelector('header')!.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
export const PhoneMenuOpen: Story = {
  args: { showStockCard: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    // The menu is named by its trigger (aria-labelledby).
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Menu' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  },
};
export const PhoneRestricted: Story = { args: { isRestricted: true }, globals: { viewport: { value: 'phone' } } };

/**
 * Phones with a large cart (999+ outers, a six-figure total): the cart link's icon, badge, word and
 * total stay inside its border, and the header inside the screen (the header's row squeezed the
 * link below its content).
 */
export const PhoneLargeCart: Story = {
  args: { cartItems: 1250, cartTotal: 123456.78, showStockCard: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Cart/ });
    const box = link.getBoundingClientRect();
    for (const part of [link.querySelector('svg')!, within(link).getByText('999+'), within(link).getByText('Cart'), within(link).getByText('€123,456.78')]) {
      const r = part.getBoundingClientRect();
      await expect([r.left, r.top]).toEqual([Math.max(r.left, box.left), Math.max(r.top, box.top)]);
      await expect([r.right, r.bottom]).toEqual([Math.min(r.right, box.right), Math.min(r.bottom, box.bottom)]);
    }
    await expect(canvasElement.querySelector('header')!.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
