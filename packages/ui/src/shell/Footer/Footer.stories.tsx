import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = { title: 'UI/Footer', component: Footer, tags: ['autodocs', 'phone'], parameters: { layout: 'fullscreen' }, args: { isLoggedIn: true } } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('navigation', { name: 'My account' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/faqs');
    await expect(c.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-conditions');
    await expect(c.getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute('href', '/privacy-policy');
    await expect(c.getByRole('link', { name: 'Reach Declaration' })).toBeVisible();
    await expect(c.getByText(/© 2021/)).toHaveTextContent('tobacco retailers only');
  },
};
export const LoggedOut: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('navigation', { name: 'My account' })).toBeNull();
    await expect(c.queryByRole('navigation', { name: 'Resources' })).toBeNull();
    await expect(c.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(c.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-conditions-register');
    await expect(c.getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute('href', '/privacy-policy-public');
    await expect(c.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies-policy-public');
    await expect(c.queryByRole('link', { name: 'Reach Declaration' })).toBeNull();
  },
};
export const Restricted: Story = {
  args: { isRestricted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Place order' })).toBeNull();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
