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
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Invalid email format. Please try again.', defaultValue: 'shop@' } };
export const Required: Story = { args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'shop@example.ie' } };
export const Password: Story = { render: () => <PasswordField label="Password" defaultValue="secret" /> };
