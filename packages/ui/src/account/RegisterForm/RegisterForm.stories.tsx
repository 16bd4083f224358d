import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages, registrationCodeMessage } from '@trade-portal/domain';
import { codeMismatchHint, RegisterForm } from './RegisterForm';

const meta = { title: 'Account/RegisterForm', component: RegisterForm, tags: ['autodocs'], args: { onSubmit: fn() } } satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (c: ReturnType<typeof within>, label: RegExp) => c.getByLabelText(label, { selector: 'input' });

/** The form as it opens: the registration code says where a store gets it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(input(c, /^Registration code/)).toHaveAccessibleDescription(/on its welcome letter or from your business advisor/);
    await expect(input(c, /^Registration code/)).toBeRequired();
  },
};

/** Submitted empty: every required field and both boxes say what they need; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(c.getAllByText(messages.required).length).toBeGreaterThanOrEqual(5));
    await expect(input(c, /^Registration code/)).toHaveAccessibleDescription(expect.stringContaining(messages.required));
    await expect(c.getByText(messages.acceptTerms)).toBeInTheDocument();
    await expect(c.getByText(messages.confirmAge)).toBeInTheDocument();
    await expect(c.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAccessibleDescription(messages.acceptTerms);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each §5 message: a bad email, a different confirmation, a weak password, a different password confirmation, a code of the wrong shape. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(input(c, /^Email/), 'shop@example');
    await userEvent.type(input(c, /^Confirm email/), 'shop@example.ie');
    await userEvent.type(input(c, /^Password/), 'shopfront');
    await userEvent.type(input(c, /^Confirm password/), 'shopfront1');
    await userEvent.type(input(c, /^Registration code/), 'KQ7M-3XPR');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(c.getByText(messages.email)).toBeInTheDocument());
    await expect(c.getByText(messages.emailMismatch)).toBeInTheDocument();
    await expect(c.getByText(messages.newPassword)).toBeInTheDocument();
    await expect(c.getByText(messages.passwordMismatch)).toBeInTheDocument();
    await expect(c.getByText(registrationCodeMessage)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything right, by keyboard for the boxes: the trimmed values go out in the wire names, the code as the letter writes it. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(input(c, /^First name/), ' Aoife ');
    await userEvent.type(input(c, /^Email/), 'aoife@shop.ie');
    await userEvent.type(input(c, /^Confirm email/), 'AOIFE@shop.ie ');
    await userEvent.type(input(c, /^Password/), 'Till-Roll-42');
    await userEvent.type(input(c, /^Confirm password/), 'Till-Roll-42');
    await userEvent.type(input(c, /^Account number/), '10050001');
    await userEvent.type(input(c, /^Registration code/), ' kq7m 3xpr-9wht');
    await userEvent.click(c.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    c.getByRole('checkbox', { name: /18 or over/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(c.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      FirstName: 'Aoife', LastName: '', Email: 'aoife@shop.ie', ConfirmEmail: 'AOIFE@shop.ie', Password: 'Till-Roll-42', ConfirmPassword: 'Till-Roll-42',
      JtiAccountId: '10050001', RegistrationCode: 'KQ7M-3XPR-9WHT', AcceptTerms: true, IsOver18: true,
    });
  },
};

export const Submitting: Story = { args: { isPending: true } };
/** A refusal that is not about the store (too many tries): the server's words above the button, nothing marked. */
export const ServerError: Story = {
  args: { errorMessage: 'Too many attempts. Please wait a few minutes and try again.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('We could not register you');
    await expect(c.getByRole('alert')).toHaveTextContent('Too many attempts');
    await expect(input(c, /^Registration code/)).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The account number and the code do not belong together (the same answer for an unknown account
 * number): the message, both store fields marked with what to check, the focus on the account number;
 * a change to either clears the mark.
 */
export const CodeMismatch: Story = {
  args: { errorMessage: 'The account number and registration code do not match.', isCodeMismatch: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('The account number and registration code do not match.');
    const account = input(c, /^Account number/);
    const code = input(c, /^Registration code/);
    await waitFor(() => expect(account).toHaveFocus());
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(codeMismatchHint));
  },
};

/** After the mismatch, typing a new code takes the marks away (the message stays until the next answer). */
export const CodeMismatchCorrected: Story = {
  args: CodeMismatch.args,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(input(c, /^Registration code/), 'K');
    await expect(input(c, /^Account number/)).not.toHaveAttribute('aria-invalid');
    await expect(input(c, /^Registration code/)).not.toHaveAttribute('aria-invalid');
    await expect(c.queryByText(codeMismatchHint)).toBeNull();
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
