import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
// The chips' look is the caller's; these stories borrow /place-order's category chips.
import * as chipCss from '../../ordering/CategoryChips/CategoryChips.css';
import { ToggleButtonGroup, type ToggleButtonGroupItem, type ToggleButtonGroupProps } from './ToggleButtonGroup';

const items: readonly ToggleButtonGroupItem[] = [
  { id: 'week', label: 'Past week' },
  { id: 'month', label: 'Past month' },
  { id: 'year', label: 'Past year' },
  { id: 'pending', label: 'Pending' },
];

/** A controlled group, as pages use it: the chosen chip moves with the user's choice. */
function Controlled(props: Omit<ToggleButtonGroupProps, 'onSelectionChange'>) {
  const [selected, setSelected] = useState(props.selectedKey);
  return (
    <>
      <ToggleButtonGroup {...props} selectedKey={selected} onSelectionChange={setSelected} className={chipCss.chips} itemClassName={chipCss.chip} />
      <p>Chosen: {selected}</p>
    </>
  );
}

const meta = {
  title: 'UI/ToggleButtonGroup',
  tags: ['autodocs', 'phone'],
  component: Controlled,
  parameters: { docs: { description: { component: "A react-aria ToggleButtonGroup with one selected item (`data-selected`), as My Orders' history period (§4); looks per docs/design.md." } } },
  args: { 'aria-label': 'Period', items, selectedKey: 'month' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Past month' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Pressing a chip chooses it; arrow keys move the choice along the group. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Past week' }));
    await expect(canvas.getByText('Chosen: week')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Past month' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const chip of within(canvasElement).getAllByRole('radio')) await expect(chip).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
