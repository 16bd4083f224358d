import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@trade-portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../PublicLayout';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'UI/LoginForm',
  component: LoginForm,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
  decorators: [(Story) => <PublicLayout title="Log in"><Story /></PublicLayout>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), '  single@demo.test ');
    await userEvent.type(c.getByLabelText('Password'), 'Portal-Demo-1');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'single@demo.test', password: 'Portal-Demo-1' });
  },
};
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(await c.findAllByText(messages.required)).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect(await c.findByText(messages.email)).toBeVisible();
    await expect(c.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const ServerError: Story = { args: { errorMessage: 'The user name or password is incorrect.' } };
export const Pending: Story = { args: { isPending: true } };
/** Sent here because the session ended (§2.10 redirect, §8 Invalid session): said as information. */
export const SessionExpired: Story = { args: { notice: messages.sessionEnded } };
export const LongError: Story = { args: { errorMessage: 'Too many login attempts from this address. Please wait a few minutes before trying again, or contact customer service if you have forgotten your password.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { errorMessage: 'The user name or password is incorrect.' } };

/** The ways to the public account flows under the button (§2.2), and the configured help address (§8). */
export const AccountLinks: Story = {
  args: { helpEmail: 'orders@tradeportal.example' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute('href', '/forgotten-password');
    await expect(c.getByRole('link', { name: 'New customer? Register' })).toHaveAttribute('href', '/register');
    await expect(c.getByRole('link', { name: 'Re-send verification email' })).toHaveAttribute('href', '/resend-verification');
    await expect(c.getByRole('link', { name: 'orders@tradeportal.example' })).toHaveAttribute('href', 'mailto:orders@tradeportal.example');
  },
};
