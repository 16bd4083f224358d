import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { EmailLinkForm } from './EmailLinkForm';

const meta = {
  title: 'Account/EmailLinkForm',
  component: EmailLinkForm,
  tags: ['autodocs'],
  args: { label: 'Forgotten password', submitLabel: 'Send reset link', onSubmit: fn() },
} satisfies Meta<typeof EmailLinkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The §5 messages: empty, then a malformed address; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(c.getByText(messages.required)).toBeInTheDocument());
    await userEvent.type(c.getByLabelText(/^Email/, { selector: 'input' }), 'shop@example');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(c.getByText(messages.email)).toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/^Email/, { selector: 'input' }), ' shop@example.ie {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('shop@example.ie');
  },
};
export const Submitting: Story = { args: { isPending: true } };
export const ServerError: Story = {
  args: { errorMessage: 'Too many requests. Please try again in 10 minutes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many requests');
  },
};
/** /resend-verification after sending: the acknowledgement, and the form for another address. */
export const Sent: Story = {
  args: {
    label: 'Re-send verification email', submitLabel: 'Re-send email',
    sentMessage: 'If this email address belongs to an account that is not verified yet, we have sent it a new link.',
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
