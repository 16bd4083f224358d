import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Store', defaultValue: 'a', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="a" description="3 Merchants Road, Galway">Quayside News Galway</Radio>
      <Radio value="b" description="88 Upper Salthill, Galway">Quayside News Salthill</Radio>
      <Radio value="c" description="12 Main Street, Oranmore" isDisabled>Quayside News Oranmore</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /Salthill/ }));
    await expect(args.onChange).toHaveBeenCalledWith('b');
  },
};
export const Invalid: Story = { args: { defaultValue: undefined, isInvalid: true, errorMessage: 'This field is required.' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** A short choice in a row that wraps: the arrow keys move along it. */
export const Horizontal: Story = {
  args: { label: 'Stores', defaultValue: 'store', orientation: 'horizontal' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="store">This store</Radio>
      <Radio value="all">All my stores</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = [canvas.getByRole('radio', { name: 'This store' }), canvas.getByRole('radio', { name: 'All my stores' })];
    // Side by side: the second option starts on the first one's row.
    await expect(Math.abs(second.closest('label')!.getBoundingClientRect().top - first.closest('label')!.getBoundingClientRect().top)).toBeLessThan(2);
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};
