import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from '../ErrorPage';
import { PublicFrame } from './PublicFrame';

const meta = {
  title: 'UI/PublicFrame',
  component: PublicFrame,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof PublicFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const Document = () => (
  <article>
    <h1>Privacy Statement</h1>
    <p>This is a template for the operator to replace with its own privacy statement.</p>
  </article>
);

/** A standalone public page (§2.2): brand bar, the page, the logged-out footer (§2.3). */
export const LegalPage: Story = {
  render: (args) => <PublicFrame {...args}><Document /></PublicFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // The logged-out footer: Contact Us → /contact-us, Terms → /terms-conditions-register.
    await expect(c.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact-us');
    await expect(c.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-conditions-register');
    await expect(c.queryByRole('navigation', { name: 'My account' })).toBeNull();
  },
};

/** The 404 page of a logged-out visitor (§2.1), in this frame, with the way back to the login. */
export const NotFound: Story = {
  render: (args) => <PublicFrame {...args}><ErrorPage inFrame homeHref="/login" homeLabel="Go to the login page" /></PublicFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expect(c.getAllByRole('main')).toHaveLength(1);
    await expect(c.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  },
};

export const Phone: Story = { ...LegalPage, globals: { viewport: { value: 'phone' } } };
