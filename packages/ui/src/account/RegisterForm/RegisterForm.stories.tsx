import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { RegisterForm } from './RegisterForm';

const meta = { title: 'Account/RegisterForm', component: RegisterForm, tags: ['autodocs'], args: { onSubmit: fn() } } satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (c: ReturnType<typeof within>, label: RegExp) => c.getByLabelText(label, { selector: 'input' });

export const Empty: Story = {};

/** Submitted empty: every required field and both boxes say what they need; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(c.getAllByText(messages.required).length).toBeGreaterThanOrEqual(4));
    await expect(c.getByText(messages.acceptTerms)).toBeInTheDocument();
    await expect(c.getByText(messages.confirmAge)).toBeInTheDocument();
    await expect(c.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAccessibleDescription(messages.acceptTerms);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each §5 message: a bad email, a different confirmation, a weak password, a different password confirmation. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(input(c, /^Email/), 'shop@example');
    await userEvent.type(input(c, /^Confirm email/), 'shop@example.ie');
    await userEvent.type(input(c, /^Password/), 'shopfront');
    await userEvent.type(input(c, /^Confirm password/), 'shopfront1');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(c.getByText(messages.email)).toBeInTheDocument());
    await expect(c.getByText(messages.emailMismatch)).toBeInTheDocument();
    await expect(c.getByText(messages.newPassword)).toBeInTheDocument();
    await expect(c.getByText(messages.passwordMismatch)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything right, by keyboard for the boxes: the trimmed values go out in the wire names. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(input(c, /^First name/), ' Aoife ');
    await userEvent.type(input(c, /^Email/), 'aoife@shop.ie');
    await userEvent.type(input(c, /^Confirm email/), 'AOIFE@shop.ie ');
    await userEvent.type(input(c, /^Password/), 'Till-Roll-42');
    await userEvent.type(input(c, /^Confirm password/), 'Till-Roll-42');
    await userEvent.type(input(c, /^Account number/), '10050001');
    await userEvent.click(c.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    c.getByRole('checkbox', { name: /18 or over/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      FirstName: 'Aoife', LastName: '', Email: 'aoife@shop.ie', ConfirmEmail: 'AOIFE@shop.ie', Password: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-42',
      JtiAccountId: '10050001', AcceptTerms: true, IsOver18: true,
    });
  },
};

export const Submitting: Story = { args: { isPending: true } };
export const ServerError: Story = {
  args: { errorMessage: 'We could not find this account number. Please check it, or contact customer service.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not find this account number');
  },
};
/** Sent: the form gives way to the acknowledgement, a way to ask again and the login. */
export const Sent: Story = {
  args: { sentMessage: 'Thank you. If the details are right, we have sent you an email with a link to verify your account.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('form')).toBeNull();
    await expect(c.getByRole('link', { name: /Send it again/ })).toHaveAttribute('href', '/resend-verification');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
