import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScanField } from '../QuickOrder/ScanField';
import { ShelfCount, type ShelfCountProduct } from './ShelfCount';

const products: ShelfCountProduct[] = [
  { SKU: '10010001', Product: 'Meridian Gold King Size 20s', PackSize: 10, MinimumOrder: 1, MinimumOrderIncremental: 1 },
  { SKU: '10010002', Product: 'Harbour Blue Superking 20s', PackSize: 10, MinimumOrder: 4, MinimumOrderIncremental: 2 },
  { SKU: '10010003', Product: 'Kestrel Rolling Tobacco 30 g', PackSize: 5, MinimumOrder: 1, MinimumOrderIncremental: 1, OutOfStock: true },
  { SKU: '10010004', Product: 'Vapora Mint Pods 2 × 1.9 ml', PackSize: 20, MinimumOrder: 2, MinimumOrderIncremental: 1 },
];

/** Shelf count to order: targets in packs, today's count, the outers proposed. */
const meta = {
  title: 'UI/Ordering/ShelfCount',
  component: ShelfCount,
  tags: ['autodocs', 'phone'],
  args: { products, targets: { '10010001': 100, '10010002': 60, '10010003': 40 }, inCart: {}, onTargetChange: fn(), onAccept: fn() },
} satisfies Meta<typeof ShelfCount>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (c: ReturnType<typeof within>, what: 'Full shelf' | 'On the shelf today', name: string) => c.getByRole('textbox', { name: `${what} of ${name}, packs` });

/** Targets set, nothing counted yet: each line asks for today's count; the line without a target asks for one. */
export const NotCounted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(field(c, 'Full shelf', products[0]!.Product)).toHaveValue('100');
    await expect(c.getAllByText('Type today’s count.')).toHaveLength(2);
    await expect(c.getByText('Set the full shelf first.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Accept all' })).toBeDisabled();
  },
};

/** Counted: the proposals, one on the minimum, one on a step; Accept sets one line, Accept all the rest. */
export const Counted: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(field(c, 'On the shelf today', products[0]!.Product), '41');
    await expect(c.getByText('59 packs short: 6 outers of 10 packs each.')).toBeVisible();
    await userEvent.type(field(c, 'On the shelf today', products[1]!.Product), '35');
    await expect(c.getByText('25 packs short: 3 outers of 10 packs each, ordered as 4 outers (the minimum order).')).toBeVisible();
    await userEvent.type(field(c, 'On the shelf today', products[2]!.Product), '0');
    await expect(c.getByText('Out of stock.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: `Accept 6 outers of ${products[0]!.Product}` }));
    await expect(args.onAccept).toHaveBeenLastCalledWith([{ sku: '10010001', outers: 6 }]);
    await userEvent.click(c.getByRole('button', { name: 'Accept all (2 lines)' }));
    await expect(args.onAccept).toHaveBeenLastCalledWith([{ sku: '10010001', outers: 6 }, { sku: '10010002', outers: 4 }]);
  },
};

/** A full shelf orders nothing; a line whose proposal is already in the cart says so and offers no Accept. */
export const FullOrInCart: Story = {
  args: { inCart: { '10010001': 6 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(field(c, 'On the shelf today', products[0]!.Product), '41');
    await expect(c.getByText(/In your cart\./)).toBeVisible();
    await userEvent.type(field(c, 'On the shelf today', products[1]!.Product), '75');
    await expect(c.getByText('Shelf full: nothing to order.')).toBeVisible();
    await expect(c.queryByRole('button', { name: /^Accept \d/ })).toBeNull();
  },
};

/** A target typed and left is saved; cleared, it is removed; a bad figure is refused on the spot. */
export const EditTargets: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const target = field(c, 'Full shelf', products[3]!.Product);
    await userEvent.type(target, '80');
    await userEvent.tab();
    await expect(args.onTargetChange).toHaveBeenLastCalledWith('10010004', 80);
    const first = field(c, 'Full shelf', products[0]!.Product);
    await userEvent.clear(first);
    await userEvent.tab();
    await expect(args.onTargetChange).toHaveBeenLastCalledWith('10010001', null);
    await userEvent.type(first, '0{Enter}');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText('Packs are a whole number from 1 to 9999.')).toBeVisible();
    await expect(args.onTargetChange).toHaveBeenCalledTimes(2);
  },
};

/** Saving a line, and a message the server sent back for another. */
export const SavingAndError: Story = {
  args: { saving: { '10010001': true }, errors: { '10010002': 'We could not save this target. Please try again.' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(field(c, 'On the shelf today', products[0]!.Product), '41');
    await expect(c.getByText('We could not save this target. Please try again.')).toBeVisible();
  },
};

const scanDescription = 'Scan each pack on the shelf, or an outer for all its packs; or type a barcode or SKU and press Enter.';

/** Counting by scanning (ADR 0029): the scan field above the lines; the line the last scan counted is marked, and Undo takes the scan back. */
export const Scanned: Story = {
  args: {
    counts: { '10010001': '42', '10010002': '35' },
    onCountChange: fn(),
    onCountEnter: fn(),
    lastScanned: '10010001',
    scanner: (
      <ScanField
        label="Scan to count"
        description={scanDescription}
        onScan={fn()}
        onUndo={fn()}
        onStartCamera={fn()}
        result={{ id: 1, tone: 'positive', message: 'Meridian Gold King Size 20s: 42 packs counted (+1)', canUndo: true }}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('li[data-scanned]')).toHaveAttribute('data-sku', '10010001');
    await expect(field(c, 'On the shelf today', products[0]!.Product)).toHaveValue('42');
    await expect(c.getByText('58 packs short: 6 outers of 10 packs each.')).toBeVisible();
    // A count typed by hand reports each edit; Enter hands the focus back to the scan field.
    const count = field(c, 'On the shelf today', products[1]!.Product);
    await userEvent.type(count, '6');
    await expect(args.onCountChange).toHaveBeenLastCalledWith('10010002', '356');
    await userEvent.type(count, '{Enter}');
    await expect(args.onCountEnter).toHaveBeenCalledWith('10010002');
  },
};

/** A scan of a code that is not on the stock card: said, nothing counted, no line marked. */
export const ScanNotOnCard: Story = {
  args: {
    counts: {},
    onCountChange: fn(),
    scanner: (
      <ScanField
        label="Scan to count"
        description={scanDescription}
        onScan={fn()}
        onUndo={fn()}
        result={{ id: 2, tone: 'critical', message: 'Nothing on your stock card has the code 5391234567898: nothing counted' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing on your stock card has the code/)).toBeVisible();
    await expect(canvasElement.querySelector('li[data-scanned]')).toBeNull();
  },
};
