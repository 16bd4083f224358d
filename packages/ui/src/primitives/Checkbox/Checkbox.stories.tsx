import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = { title: 'UI/Checkbox', component: Checkbox, tags: ['autodocs'], args: { children: 'Harbour', onChange: fn() } } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Harbour' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All brands' } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms and conditions' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  args: { children: 'Send me an email when a product on my stock card is back in stock or has a new promotion' },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}><Story /></div>],
};
