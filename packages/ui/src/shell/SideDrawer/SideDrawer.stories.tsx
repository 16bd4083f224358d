import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { HistoryPresetId } from '@trade-portal/domain';
import { Button } from '../../primitives/Button';
import { SideDrawer, type SideDrawerType } from './SideDrawer';

const accounts = [
  { JtiAccountId: '10020001', AccountName: 'Quayside News Galway', AddressLine1: '3 Merchants Road, Galway' },
  { JtiAccountId: '10020002', AccountName: 'Quayside News Salthill', AddressLine1: '88 Upper Salthill, Galway' },
  { JtiAccountId: '10020003', AccountName: 'Quayside News Oranmore', AddressLine1: '12 Main Street, Oranmore' },
];
const brands = ['Coastline', 'Fjord', 'Harbour', 'Northway', 'Vapora'];
const triggerText: Record<SideDrawerType, string> = { STORE: '(switch)', FILTER: 'Filter', FILTER_PRODUCTS: 'Brands' };

interface HarnessProps {
  /** The drawer's type. */
  type: SideDrawerType;
  /** Open when the story starts (the open state); else the trigger opens it. */
  startOpen: boolean;
  /** STORE: outers in the cart. */
  cartItems?: number;
  onSwitch: (accountId: string) => void;
  onPresetChange: (id: HistoryPresetId) => void;
  onApply: (brands: string[]) => void;
}

/** A page with the trigger of one drawer type, holding the drawer's state as the portal's shell does. */
function Harness({ type, startOpen, cartItems = 0, onSwitch, onPresetChange, onApply }: HarnessProps) {
  const [isOpen, setOpen] = useState(startOpen);
  const [preset, setPreset] = useState<HistoryPresetId>('month');
  const [storeId, setStoreId] = useState('10020001');
  const [draft, setDraft] = useState<string[]>([]);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>{triggerText[type]}</Button>
      {type === 'STORE' && (
        <SideDrawer type="STORE" isOpen={isOpen} onClose={close} accounts={accounts} currentAccountId="10020001" cartItems={cartItems} onSwitch={(id) => { onSwitch(id); close(); }} />
      )}
      {type === 'FILTER' && (
        <SideDrawer
          type="FILTER" isOpen={isOpen} onClose={close} stores={accounts} storeId={storeId} onStoreChange={setStoreId} preset={preset}
          onPresetChange={(id) => { onPresetChange(id); setPreset(id); }}
        />
      )}
      {type === 'FILTER_PRODUCTS' && (
        <SideDrawer
          type="FILTER_PRODUCTS" isOpen={isOpen} onClose={close} brands={brands} selected={draft} onChange={setDraft}
          onApply={() => { onApply(draft); close(); }} onClear={() => { setDraft([]); close(); }}
        />
      )}
    </>
  );
}

const meta = {
  title: 'UI/SideDrawer',
  component: Harness,
  tags: ['autodocs', 'phone'],
  parameters: { docs: { description: { component: 'The side drawer of §2.11 (a react-aria Modal and Dialog, from the right on desktop and from the bottom on phones): a story per drawer `type`.' } } },
  args: { type: 'STORE', startOpen: true, onSwitch: fn(), onPresetChange: fn(), onApply: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens the drawer from its trigger; returns the trigger and the dialog, focus inside it. */
async function open(canvasElement: HTMLElement, type: SideDrawerType, title: string) {
  const trigger = within(canvasElement).getByRole('button', { name: triggerText[type] });
  await userEvent.click(trigger);
  const dialog = await body(canvasElement).findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  return { trigger, dialog };
}

/** Opens STORE and chooses Oranmore with outers in the cart: returns the §2.5 question, Switch focused. */
async function chooseOranmoreWithOutersInCart(canvasElement: HTMLElement) {
  const { dialog } = await open(canvasElement, 'STORE', 'Switch store');
  await userEvent.click(within(dialog).getByRole('button', { name: /Oranmore/ }));
  const asking = await body(canvasElement).findByRole('dialog', { name: 'Switch store?' });
  await waitFor(() => expect(within(asking).getByRole('button', { name: 'Switch' })).toHaveFocus());
  return asking;
}

/** Escape closes it and the focus is back on the trigger. */
async function escapeReturnsFocus(canvasElement: HTMLElement, trigger: HTMLElement, title: string) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: title })).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** STORE, open: the three stores with their account numbers, the current one marked. */
export const Store: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Switch store' });
    const current = within(dialog).getByRole('button', { name: /Quayside News Galway/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveTextContent('Account 10020001');
    await expect(current).toHaveTextContent('Current store');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
};
/** STORE, closed: the trigger opens it, focus moves in, Escape closes it and focus returns to the trigger. */
export const StoreClosed: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    const { trigger } = await open(canvasElement, 'STORE', 'Switch store');
    await escapeReturnsFocus(canvasElement, trigger, 'Switch store');
  },
};
/** STORE with an empty cart: choosing another store switches at once, from the keyboard. */
export const StoreSwitches: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement, 'STORE', 'Switch store');
    const salthill = body(canvasElement).getByRole('button', { name: /Salthill/ });
    // Tab walks the sheet: Close, then the stores in order.
    for (let i = 0; i < 4 && document.activeElement !== salthill; i++) await userEvent.tab();
    await expect(salthill).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledWith('10020002');
    // The switch closes the drawer: the screenshot is of it closed, not of a frame of its leaving (taken
    // while it left, it showed the open sheet in one run and the bare page in another).
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
/**
 * STORE with 12 outers in the cart: choosing another store asks first (§2.5), with Switch focused. The
 * story ends on the question, the state a designer reviews; pressing Switch is the next story's, whose
 * screenshot waits for the drawer to have closed (taken while it was closing, it showed the question in one
 * run and the page without it in another).
 */
export const StoreAsksFirst: Story = {
  args: { startOpen: false, cartItems: 12 },
  play: async ({ canvasElement, args }) => {
    const asking = await chooseOranmoreWithOutersInCart(canvasElement);
    await expect(within(asking).getByRole('alert')).toHaveTextContent('Your cart for Quayside News Galway has 12 outers. It stays saved for that store. Switch to Quayside News Oranmore?');
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** STORE with 12 outers, asked first: Switch goes on to the chosen store and the drawer closes. */
export const StoreAsksFirstSwitch: Story = {
  args: { startOpen: false, cartItems: 12 },
  play: async ({ canvasElement, args }) => {
    const asking = await chooseOranmoreWithOutersInCart(canvasElement);
    await userEvent.click(within(asking).getByRole('button', { name: 'Switch' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('10020003');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** FILTER, open: the §4 presets (Past month chosen) and the store choice (more than one store). */
export const Filter: Story = {
  args: { type: 'FILTER' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filter orders' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Past month' })).toBeChecked());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Show orders' })).toBeVisible());
  },
};
/** FILTER, closed: open it, choose 'Past year' (applied at once), close with Escape, focus returns. */
export const FilterClosed: Story = {
  args: { type: 'FILTER', startOpen: false },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await open(canvasElement, 'FILTER', 'Filter orders');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Past year' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Past year' }));
    await expect(args.onPresetChange).toHaveBeenCalledWith('year');
    await expect(within(dialog).getByRole('radio', { name: 'Past year' })).toBeChecked();
    await escapeReturnsFocus(canvasElement, trigger, 'Filter orders');
  },
};

/** FILTER_PRODUCTS, open: the brands, Clear disabled with nothing ticked. */
export const FilterProducts: Story = {
  args: { type: 'FILTER_PRODUCTS' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filter by brand' });
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(brands.length);
    await expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};
/** FILTER_PRODUCTS, closed: open it, tick a brand, Apply; then open again and Escape returns focus. */
export const FilterProductsClosed: Story = {
  args: { type: 'FILTER_PRODUCTS', startOpen: false },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await open(canvasElement, 'FILTER_PRODUCTS', 'Filter by brand');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbour' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(['Harbour']);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Filter by brand' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await open(canvasElement, 'FILTER_PRODUCTS', 'Filter by brand');
    await escapeReturnsFocus(canvasElement, trigger, 'Filter by brand');
  },
};
