import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sorts = [
  { id: 0, label: 'Stock Card' },
  { id: 1, label: 'A-Z' },
  { id: 2, label: 'Z-A' },
  { id: 3, label: 'Price List' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs', 'phone'],
  args: { label: 'Sort by', items: sorts, defaultValue: 0, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: 'Choose a sort' } };
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sort by/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Z-A' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};
export const Invalid: Story = { args: { isInvalid: true, defaultValue: undefined, errorMessage: 'This field is required.' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** Required: the asterisk of a required text field, and '(required)' in the trigger's name for screen readers. */
export const Required: Story = {
  args: { label: 'Subject', isRequired: true, defaultValue: undefined, placeholder: 'Choose a subject' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Subject \(required\)/ })).toBeVisible();
  },
};
export const LongText: Story = {
  args: { label: 'Store', items: [{ id: 'a', label: 'Quayside News and Convenience, 3 Merchants Road, Galway City Centre' }, { id: 'b', label: 'Salthill' }], defaultValue: 'a' },
};
