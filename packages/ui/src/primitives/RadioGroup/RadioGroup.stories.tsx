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
