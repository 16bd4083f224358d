import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { AccountDetailsForm, StoresHeld, type AccountDetailsFormProps } from './AccountDetails';

const details = { FirstName: 'Aoife', LastName: 'Byrne', Email: 'multi@demo.test', MarketingOptIn: true };
const meta = {
  title: 'Account/AccountDetails',
  component: AccountDetailsForm,
  tags: ['autodocs'],
  args: { initial: details, onSubmit: fn() },
} satisfies Meta<typeof AccountDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { initial: undefined } };

/** Opting out of marketing by keyboard and saving: the changed values go out. */
export const OptOut: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('checkbox', { name: 'Send me news and offers by email' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(c.getByRole('button', { name: 'Save details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...details, MarketingOptIn: false });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const email = c.getByLabelText(/^Email/, { selector: 'input' });
    await userEvent.clear(email);
    await userEvent.type(email, 'shop@example');
    await userEvent.click(c.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(c.getByText(messages.email)).toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Saving: Story = { args: { isPending: true } };
export const ServerError: Story = { args: { errorMessage: 'This email address is already in use.' } };
export const Saved: Story = { args: { savedMessage: 'Your details have been saved.' } };

const input = (c: ReturnType<typeof within>, label: RegExp) => c.getByLabelText(label, { selector: 'input' });

/** A new email brings a required 'Current password' right after it; without it nothing is sent, with it the password goes along. */
export const EmailChange: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByLabelText(/^Current password/, { selector: 'input' })).toBeNull();
    const email = input(c, /^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'aoife@newshop.ie');
    const password = input(c, /^Current password/);
    await expect(password).toBeRequired();
    await expect(password).toHaveAccessibleDescription(expect.stringContaining('multi@demo.test'));
    await userEvent.click(c.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(messages.required)));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // By keyboard from the email: the password is the next stop.
    email.focus();
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('Portal-Demo-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...details, Email: 'aoife@newshop.ie', CurrentPassword: 'Portal-Demo-1' });
  },
};

/** The same address in other capitals is not a change: no password asked, none sent. */
export const SameEmailOtherCase: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const email = input(c, /^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'Multi@Demo.test');
    await expect(c.queryByLabelText(/^Current password/, { selector: 'input' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Save details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...details, Email: 'Multi@Demo.test' });
  },
};

/** The form as the page holds it: each save answers with `answer` against the current password. */
function RefusedPassword({ answer, ...props }: AccountDetailsFormProps & { answer: string }) {
  const [error, setError] = useState<string | null>(null);
  return <AccountDetailsForm {...props} currentPasswordError={error} onSubmit={(v) => { props.onSubmit(v); setError(answer); }} />;
}

const refused = (answer: string): Story => ({
  render: (args) => <RefusedPassword {...args} answer={answer} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const email = input(c, /^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'aoife@newshop.ie');
    await userEvent.type(input(c, /^Current password/), 'not-my-password');
    await userEvent.click(c.getByRole('button', { name: 'Save details' }));
    const password = input(c, /^Current password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(answer));
    await expect(email).toHaveValue('aoife@newshop.ie');
  },
});

/** A wrong current password: said under the field, which takes the focus; the new email stays typed. */
export const WrongPassword: Story = refused('Your current password is incorrect.');
/** Past the attempt limit (429): the server's words in the same place. */
export const TooManyTries: Story = refused('Too many attempts. Please wait a few minutes and try again.');

/** A new address waits for its link: the notice names it and the login that stays until then, after the save. */
export const PendingEmail: Story = {
  args: { pendingEmail: 'aoife@newshop.ie', savedMessage: 'Your details have been saved.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('form', { name: 'Your details' })).toHaveAttribute('data-pending-email');
    await expect(c.getByText('Waiting for confirmation: aoife@newshop.ie')).toBeInTheDocument();
    await expect(c.getByText(/until then you log in with multi@demo\.test/)).toBeInTheDocument();
    await expect(input(c, /^Email/)).toHaveValue('multi@demo.test');
  },
};
/** A long pending address on a phone: it wraps inside the notice. */
export const PendingEmailPhone: Story = {
  args: { pendingEmail: 'aoife.ni.bhriain.accounts-department@corner-shop-salthill.example.ie' },
  globals: { viewport: { value: 'phone' } },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

const stores = [
  { JtiAccountId: '10020001', AccountName: 'Corner Shop Galway', AddressLine1: '1 Shop Street, Galway', TierAccessLevel: 1 },
  { JtiAccountId: '10020002', AccountName: 'Corner Shop Salthill', AddressLine1: '14 Upper Salthill, Galway', TierAccessLevel: 2 },
  { JtiAccountId: '10020003', AccountName: 'Kiosk Eyre Square', AddressLine1: 'Eyre Square Centre, Galway', TierAccessLevel: 3 },
];
/** The stores held, the current one marked, tier 3 explained, and the business advisor to call. */
export const Stores: StoryObj<typeof StoresHeld> = {
  render: () => <StoresHeld stores={stores} currentId="10020002" advisor={{ EmployeeName: 'Niamh Walsh', EmployeeMobilePhone: '+353 87 123 4567' }} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(3);
    await expect(c.getByText(/ordering and order views are not available/)).toBeInTheDocument();
    await expect(c.getByRole('link', { name: '+353 87 123 4567' })).toHaveAttribute('href', 'tel:+353871234567');
  },
};
export const StoresLoading: StoryObj<typeof StoresHeld> = { render: () => <StoresHeld stores={undefined} /> };
