import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { AccountDetailsForm, StoresHeld } from './AccountDetails';

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
