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
  tags: ['autodocs', 'phone'],
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
/** Items in the cart: the switch asks first, naming both stores and saying the cart stays saved. */
export const AskWithItemsInCart: Story = {
  args: { cartItems: 12 },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch store' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Salthill/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch store' }));
    await expect(args.onSwitch).not.toHaveBeenCalled();
    const asking = await page(canvasElement).findByRole('dialog', { name: 'Switch store?' });
    await expect(within(asking).getByRole('alert')).toHaveTextContent(
      'Your cart for Quayside News Galway has 12 outers. It stays saved for that store. Switch to Quayside News Salthill?',
    );
    await expect(within(asking).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(asking).getByRole('button', { name: 'Switch' })).toHaveFocus();
  },
};
/** Switch after the question: the chosen store is passed on. */
export const SwitchWithItemsInCart: Story = {
  args: { cartItems: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch store' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Oranmore/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch store' }));
    const asking = await page(canvasElement).findByRole('dialog', { name: 'Switch store?' });
    await expect(asking).toHaveTextContent('has 1 outer.');
    await userEvent.click(within(asking).getByRole('button', { name: 'Switch' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('10020003');
  },
};
/** Cancel on the question closes without switching. */
export const CancelWithItemsInCart: Story = {
  args: { cartItems: 12 },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Switch store' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Salthill/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch store' }));
    await userEvent.click(within(await page(canvasElement).findByRole('dialog', { name: 'Switch store?' })).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSwitch).not.toHaveBeenCalled();
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
