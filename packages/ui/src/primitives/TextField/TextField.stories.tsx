import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, TextField } from './TextField';

const meta = { title: 'UI/TextField', component: TextField, tags: ['autodocs'], args: { label: 'Email' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'shop@example.ie');
    await expect(input).toHaveValue('shop@example.ie');
  },
};
export const WithDescription: Story = { args: { description: 'The address you registered with.' } };
export const WithPlaceholder: Story = { args: { placeholder: 'name@shop.ie' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Invalid email format. Please try again.', defaultValue: 'shop@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email format. Please try again.');
  },
};
export const Required: Story = { args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'shop@example.ie' } };
export const LongText: Story = {
  args: { label: 'The email address of the person who receives invoices for this store', defaultValue: 'accounts.department.quayside-news-galway@example.ie', description: 'Invoices for every order are sent here as PDF attachments within one working day.' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="Portal-Demo-1" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Show what you typed' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Show what you typed' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const PasswordInvalid: Story = { render: () => <PasswordField label="Password" isInvalid errorMessage="This field is required." /> };
