import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { NewPasswordForm } from './NewPasswordForm';

const meta = { title: 'Account/NewPasswordForm', component: NewPasswordForm, tags: ['autodocs'], args: { onSubmit: fn() } } satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The checklist follows the typing; a weak password and a mismatch get the §5 messages; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/^Current password/, { selector: 'input' }), 'Portal-Demo-1');
    await userEvent.type(c.getByLabelText(/^New password/, { selector: 'input' }), 'shopfront');
    await expect(c.getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met');
    await expect(c.getByText('A number').closest('li')).not.toHaveAttribute('data-met');
    await userEvent.type(c.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'other');
    await userEvent.click(c.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(c.getByText(messages.newPassword)).toBeInTheDocument());
    await expect(c.getByText(messages.passwordMismatch)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every rule met and confirmed: the values go out. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/^Current password/, { selector: 'input' }), 'Portal-Demo-1');
    await userEvent.type(c.getByLabelText(/^New password/, { selector: 'input' }), 'Till-Roll-42');
    await userEvent.type(c.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'Till-Roll-42');
    await expect(canvasElement.querySelectorAll('li[data-met]')).toHaveLength(4);
    await userEvent.click(c.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ current: 'Portal-Demo-1', password: 'Till-Roll-42', confirmation: 'Till-Roll-42' });
  },
};

/** The first-time-login guide's wording. */
export const FirstTime: Story = { args: { currentLabel: 'Temporary password', submitLabel: 'Set my password' } };
export const Submitting: Story = { args: { isPending: true } };
export const ServerError: Story = {
  args: { errorMessage: 'This password is too common. Please choose another.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('too common');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** /reset-password: the emailed link stands for the current password, so there is no such field. */
export const Reset: Story = {
  args: { currentLabel: null, submitLabel: 'Reset my password' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(c.getByLabelText(/^New password/, { selector: 'input' }), 'Till-Roll-42');
    await userEvent.type(c.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'Till-Roll-42');
    await userEvent.click(c.getByRole('button', { name: 'Reset my password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ current: '', password: 'Till-Roll-42', confirmation: 'Till-Roll-42' });
  },
};
