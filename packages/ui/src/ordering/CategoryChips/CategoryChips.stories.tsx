import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Category } from '@trade-portal/domain';
import { CategoryChips, type CategoryChipsProps } from './CategoryChips';
import { phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/CategoryChips',
  component: CategoryChips,
  tags: ['autodocs', 'phone'],
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof CategoryChips>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: CategoryChipsProps) {
  const [value, setValue] = useState<Category | null>(args.value);
  return <CategoryChips {...args} value={value} onChange={(c) => { setValue(c); args.onChange(c); }} />;
}

/** 'All' chosen: the spec's six categories in their order (§9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const group = c.getByRole('radiogroup', { name: 'Category' });
    await expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'All', 'Ready Made Cigarettes', 'Roll Your Own', 'e-Vapour', 'Nicotine Pouch', 'Cigars', 'Pipes',
    ]);
    await expect(c.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};
/** Choosing a chip calls back with its §9 code; 'All' with null. Arrow keys move between the chips. */
export const ChooseCategory: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Cigars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('CGR');
    await expect(c.getByRole('radio', { name: 'Cigars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(c.getByRole('radio', { name: 'Pipes' })).toHaveFocus();
    await userEvent.click(c.getByRole('radio', { name: 'All' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
export const CategoryChosen: Story = { args: { value: 'EVAP' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** One line that scrolls sideways on a 390 px phone. */
export const Phone: Story = { args: { value: 'NICP' }, globals: phoneViewport };
