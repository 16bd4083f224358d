import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreSwitchDialog } from './StoreSwitchDialog';

const accounts = [
  { JtiAccountId: '10020001', AccountName: 'Quayside News Galway', AddressLine1: '3 Merchants Road, Galway' },
  { JtiAccountId: '10020002', AccountName: 'Quayside News Salthill', AddressLine1: '88 Upper Salthill, Galway' },
  { JtiAccountId: '10020003', AccountName: 'Quayside News Oranmore', AddressLine1: '12 Main Street, Oranmore' },
];

const meta = {
  title: 'UI/StoreSwitchDialog',
  component: StoreSwitchDialog,
  tags: ['autodocs'],
  args: { isOpen: true, accounts, currentAccountId: '10020001', onClose: fn(), onSwitch: fn() },
} satisfies Meta<typeof StoreSwitchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch store' });
    await expect(within(dialog).getByRole('radio', { name: /^Quayside News Galway/ })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Switch store' })).toBeDisabled();
  },
};
export const Switching: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch store' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Salthill/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch store' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('10020002');
  },
};
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const Pending: Story = { args: { isPending: true } };
export const LongText: Story = {
  args: {
    accounts: [
      ...accounts,
      { JtiAccountId: '10020004', AccountName: 'Quayside News, Tobacconist and Convenience Store at the Harbour Shopping Centre', AddressLine1: 'Unit 14, Harbour Shopping Centre, Dock Road, Galway City, County Galway' },
    ],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
