import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs', 'phone'],
  args: { onAction: fn(), 'aria-label': 'Profile' },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Profile</Button>
      <Menu {...args}>
        <MenuItem id="orders" href="/my-orders" isCurrent>My Orders</MenuItem>
        <MenuItem id="account" href="/my-account">My Account</MenuItem>
        <MenuItem id="help" href="/faqs">Help</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout">Log Out</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Profile' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(mocked(args.onAction!).mock.calls[0]?.[0]).toBe('logout');
  },
};
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  },
};
