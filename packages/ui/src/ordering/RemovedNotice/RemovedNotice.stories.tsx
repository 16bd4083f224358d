import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { QuantityStepper } from '../QuantityStepper';
import { phoneViewport } from '../shared/fixtures';
import { RemovedNotice, type RemovedLine } from './RemovedNotice';

const harbour: RemovedLine = { id: 1, sku: 'RMC1001', productName: 'Harbour Gold 20s' };
const lines = [
  { sku: 'RMC1001', name: 'Harbour Gold 20s', quantity: 999, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } },
  { sku: 'EVAP1002', name: 'Vapora Berry Ice Pods 2-pack 18mg', quantity: 4, rule: { MinimumOrder: 4, MinimumOrderIncremental: 2 } },
];

/**
 * A small cart as the portal's pages drive it: steppers (and Remove) change quantities, a change to 0
 * becomes the one removal, Undo puts the quantity back. With `dropsRemovedRows` a removed line leaves the
 * list, as on /cart; without, it stays at 0, as on /place-order.
 */
function CartDemo({ dropsRemovedRows = false, timeoutMs, onUndo }: { dropsRemovedRows?: boolean; timeoutMs?: number; onUndo?: () => void }) {
  const [quantities, setQuantities] = useState<Record<string, number>>(Object.fromEntries(lines.map((l) => [l.sku, l.quantity])));
  const [removal, setRemoval] = useState<(RemovedLine & { quantity: number }) | null>(null);
  const nextId = useRef(1);
  const set = (sku: string, next: number) => {
    const before = quantities[sku] ?? 0;
    setQuantities((q) => ({ ...q, [sku]: next }));
    const line = lines.find((l) => l.sku === sku)!;
    if (next === 0 && before > 0) setRemoval({ id: nextId.current++, sku, productName: line.name, quantity: before });
    else if (next > 0) setRemoval((r) => (r?.sku === sku ? null : r));
  };
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, maxWidth: 720 }} aria-label="Cart lines">
        {lines
          .filter((l) => !dropsRemovedRows || (quantities[l.sku] ?? 0) > 0)
          .map((l) => (
            <li key={l.sku} data-sku={l.sku} aria-label={l.name} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, minHeight: 64 }}>
              <span>{l.name}</span>
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <QuantityStepper value={quantities[l.sku] ?? 0} onChange={(n) => set(l.sku, n)} rule={l.rule} productName={l.name} />
                {dropsRemovedRows && (
                  <Button variant="quiet" tone="critical" size="medium" onPress={() => set(l.sku, 0)} aria-label={`Remove ${l.name}`}>
                    Remove
                  </Button>
                )}
              </span>
            </li>
          ))}
      </ul>
      <RemovedNotice
        removal={removal}
        timeoutMs={timeoutMs}
        onUndo={() => {
          onUndo?.();
          if (removal) set(removal.sku, removal.quantity);
        }}
        onDismiss={(id) => setRemoval((r) => (r?.id === id ? null : r))}
      />
    </>
  );
}

const meta = {
  title: 'UI/Ordering/RemovedNotice',
  component: RemovedNotice,
  tags: ['autodocs', 'phone'],
  args: { removal: harbour, onUndo: fn(), onDismiss: fn() },
  // The retailer is somewhere on the page (here a search box) when a line is removed.
  decorators: [
    (Story) => (
      <>
        <input aria-label="Search products" autoFocus />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof RemovedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const notice = (name: string) => within(document.body).findByRole('alertdialog', { name: `Removed ${name}` });

/** 'Removed {Product}' with Undo and ×, announced (an alert inside an F6 landmark); focus stays where the retailer was. */
export const Shown: Story = {
  play: async ({ args }) => {
    const dialog = await notice('Harbour Gold 20s');
    await expect(within(document.body).getByRole('region', { name: 'Cart notifications' })).toContainElement(dialog);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Removed Harbour Gold 20s');
    await expect(within(document.body).getByLabelText('Search products')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** Putting the line back was refused (§8): the removal is offered again with the server's message. */
export const RestoreRefused: Story = {
  args: { removal: { ...harbour, id: 2, errorMessage: 'Harbour Gold 20s is out of stock.' } },
  play: async () => {
    const dialog = await notice('Harbour Gold 20s');
    await expect(dialog).toHaveAccessibleDescription('Harbour Gold 20s is out of stock.');
  },
};

export const LongProductName: Story = {
  args: { removal: { ...harbour, productName: 'Cloudline Watermelon Chill Disposable 600 puffs 20mg limited festive edition multipack' } },
};

export const Phone: Story = { globals: phoneViewport };

/** No removal: nothing shows. */
export const None: Story = {
  args: { removal: null },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** The wiped-line case: 999 outers, a typed 0, Undo, and 999 is back; the notice is gone and focus stays in the box. */
export const AfterUndo: Story = {
  render: () => <CartDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Outers of Harbour Gold 20s');
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue('0');
    const dialog = await notice('Harbour Gold 20s');
    await expect(input).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await expect(input).toHaveValue('999');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Hovered (or focused) the notice waits: 800 ms go by twice over and it is still there (WCAG 2.2.1). */
export const Paused: Story = {
  args: { timeoutMs: 800 },
  // The pointer on the notice is what holds it: moved off for the screenshot, the notice would go.
  parameters: { visual: { keepPointer: true } },
  play: async ({ args }) => {
    const dialog = await notice('Harbour Gold 20s');
    await userEvent.hover(dialog);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Reached by keyboard (Tab, or F6 to its landmark), the notice waits while focus is in it, however long the retailer takes. */
export const PausedWhileFocused: Story = {
  args: { timeoutMs: 800 },
  play: async ({ args }) => {
    const dialog = await notice('Harbour Gold 20s');
    // Tab from the search box: the notice, then its Undo.
    await userEvent.tab();
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Left alone, it closes after its time and says so to the page (onDismiss with the removal's id). */
export const TimesOut: Story = {
  args: { timeoutMs: 300 },
  play: async ({ args }) => {
    await notice('Harbour Gold 20s');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(1), { timeout: 2000 });
  },
};

/** One notice at a time: a second removal replaces the first. */
export const ReplacedByNextRemoval: Story = {
  render: () => <CartDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Decrease quantity of Vapora Berry Ice Pods 2-pack 18mg' }));
    await notice('Vapora Berry Ice Pods 2-pack 18mg');
    const input = c.getByLabelText('Outers of Harbour Gold 20s');
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await notice('Harbour Gold 20s');
    await expect(within(document.body).getAllByRole('alertdialog')).toHaveLength(1);
  },
};

/**
 * As on /cart, where a removed line leaves the list: the focused Remove button goes with it, so focus
 * goes to Undo (not to the page); Undo brings the line back and focus to its quantity box.
 */
export const FocusWhenTheRowLeaves: Story = {
  render: () => <CartDemo dropsRemovedRows />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Remove Harbour Gold 20s' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.queryByRole('listitem', { name: 'Harbour Gold 20s' })).toBeNull();
    const dialog = await notice('Harbour Gold 20s');
    const undo = within(dialog).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const input = await c.findByLabelText('Outers of Harbour Gold 20s');
    await expect(input).toHaveValue('999');
    await waitFor(() => expect(input).toHaveFocus());
  },
};
