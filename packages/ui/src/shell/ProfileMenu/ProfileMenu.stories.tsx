import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme';
import { ProfileMenu } from './ProfileMenu';

const meta = {
  title: 'UI/ProfileMenu',
  component: ProfileMenu,
  tags: ['autodocs', 'phone'],
  args: { onLogout: fn() },
  decorators: [(Story) => <div style={{ background: vars.color.background.brand, padding: 16, display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Profile' });
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['My Orders', 'My Account', 'Help', 'Log Out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
export const Restricted: Story = {
  args: { isRestricted: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Profile' });
    await expect(within(menu).queryByRole('menuitem', { name: 'My Orders' })).toBeNull();
  },
};
