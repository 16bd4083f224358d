import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import type { HistoryPresetId } from '@trade-portal/domain';
import { OrderFilter, type OrderFilterProps } from './OrderFilter';
import { phoneViewport, stores } from '../shared/fixtures';

function Controlled(props: OrderFilterProps) {
  const [preset, setPreset] = useState<HistoryPresetId>(props.preset);
  return <OrderFilter {...props} preset={preset} onPresetChange={(p) => { setPreset(p); props.onPresetChange(p); }} />;
}

const meta = {
  title: 'UI/Ordering/OrderFilter',
  component: OrderFilter,
  tags: ['autodocs', 'phone'],
  args: { preset: 'month', onPresetChange: fn(), stores, storeId: '400101', onStoreChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OrderFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralStores: Story = {};
/** One store: no store choice (§4). */
export const OneStore: Story = {
  args: { stores: stores.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Store/ })).toBeNull();
  },
};
/** Choosing a preset chip selects it alone. */
export const ChoosePreset: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Pending' }));
    await expect(args.onPresetChange).toHaveBeenCalledWith('pending');
    await expect(c.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await expect(c.getByRole('radio', { name: 'Past month' })).not.toBeChecked();
  },
};
export const ChooseStore: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Store/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Quayside News Salthill' }));
    await expect(args.onStoreChange).toHaveBeenCalledWith('400102');
    // The list box closes with a fade; the story's end state is the closed select.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongStoreName: Story = { args: { storeId: '400103' } };
export const Phone: Story = { globals: phoneViewport };
