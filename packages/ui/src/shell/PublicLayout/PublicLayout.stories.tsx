import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Footer } from '../Footer';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'UI/PublicLayout',
  component: PublicLayout,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Check your email', children: <p style={{ margin: 0 }}>We have sent a verification link to your email address.</p> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(c.getByText(/tobacco retailers only, aged 18 or over/)).toBeVisible();
  },
};
export const WithMessage: Story = { args: { title: 'Link expired', children: <InlineMessage tone="caution">This link has expired. Ask for a new one.</InlineMessage> } };
export const LongTitle: Story = { args: { title: 'Verify your account before placing your first order with us' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
/** With the logged-out footer (§2.3, §2.7): at the window's bottom, its links to the public pages. */
export const WithFooter: Story = {
  args: { footer: <Footer isLoggedIn={false} /> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('contentinfo')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(c.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-conditions-register');
    await expect(c.getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute('href', '/privacy-policy-public');
  },
};
export const WithFooterPhone: Story = { ...WithFooter, globals: { viewport: { value: 'phone' } } };
