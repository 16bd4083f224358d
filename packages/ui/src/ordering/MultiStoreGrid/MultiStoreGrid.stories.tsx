import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiStoreGrid, type GridProduct, type GridStore } from './MultiStoreGrid';

const stores: GridStore[] = [
  { id: '10020001', name: 'Quayside News Galway' },
  { id: '10020002', name: 'Quayside News Salthill' },
  { id: '10030001', name: 'Hilltop Stores Cork', readOnly: true },
];
const products: GridProduct[] = [
  { SKU: '10010001', Product: 'Meridian Gold King Size 20s', PriceOuter: 114.8, MinimumOrder: 1, MinimumOrderIncremental: 1 },
  { SKU: '10010002', Product: 'Harbour Blue Superking 20s', PriceOuter: 109.5, MinimumOrder: 4, MinimumOrderIncremental: 2 },
  { SKU: '10010003', Product: 'Kestrel Rolling Tobacco 30 g', PriceOuter: 88.2, MinimumOrder: 1, MinimumOrderIncremental: 1, OutOfStock: true },
];

/**
 * Several stores in one grid: one stepper column per store, each saved to that store's cart.
 * On a phone one store's column shows at a time, chosen in the 'Store shown' bar.
 */
const meta = {
  title: 'UI/Ordering/MultiStoreGrid',
  component: MultiStoreGrid,
  tags: ['autodocs', 'phone'],
  args: {
    stores,
    products,
    quantities: { '10020001': { '10010001': 3 }, '10020002': { '10010002': 6 }, '10030001': {} },
    totals: { '10020001': { outers: 3, total: 423.61 }, '10020002': { outers: 6, total: 808.11 }, '10030001': { outers: 0, total: 0 } },
    onQuantityChange: fn(),
    onCheckout: fn(),
    onCheckoutAll: fn(),
  },
} satisfies Meta<typeof MultiStoreGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two stores with a cart, a view-only Tier 3 column; a stepper press goes to its store, checkouts too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Blue Superking 20s for Quayside News Galway' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('10020001', '10010002', 4);
    await expect(c.queryByRole('button', { name: /for Hilltop Stores Cork/ })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Check out Hilltop Stores Cork' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Check out Quayside News Salthill' }));
    await expect(args.onCheckout).toHaveBeenCalledWith('10020002');
    await userEvent.click(c.getByRole('button', { name: 'Check out all (2 stores)' }));
    await expect(args.onCheckoutAll).toHaveBeenCalledOnce();
  },
};

/** Nothing in any cart: no checkout offered. */
export const EmptyCarts: Story = {
  args: { quantities: { '10020001': {}, '10020002': {}, '10030001': {} }, totals: { '10020001': { outers: 0, total: 0 }, '10020002': { outers: 0, total: 0 }, '10030001': { outers: 0, total: 0 } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Check out all' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Check out Quayside News Galway' })).toBeDisabled();
  },
};

/** A store's cart still loading: its steppers wait. */
export const StoreLoading: Story = {
  args: { quantities: { '10020001': { '10010001': 3 }, '10030001': {} }, totals: { '10020001': { outers: 3, total: 423.61 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Increase quantity of Meridian Gold King Size 20s for Quayside News Salthill' })).toBeDisabled();
  },
};

/** A cell saving and another refused by the server (§8). */
export const SavingAndError: Story = {
  args: { saving: { '10020001:10010001': true }, errors: { '10020002:10010002': 'Sorry, we could not update this quantity.' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Sorry, we could not update this quantity.')).toBeVisible(),
};

/** Checking out every store: that button spins, the others wait. */
export const CheckingOutAll: Story = {
  args: { checkingOut: 'all' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Check out Quayside News Galway' })).toBeDisabled(),
};

/** Rows from the stores' stock cards (ADR 0030): a product only some stores' cards hold says whose. */
export const StockCardRows: Story = {
  args: {
    products: [
      products[0]!,
      { ...products[1]!, note: 'On the stock card of Quayside News Salthill' },
      { ...products[2]!, note: 'On the stock card of Quayside News Galway' },
    ],
  },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('On the stock card of Quayside News Salthill')).toBeVisible(),
};

/** Enough rows to scroll: the names and the cart row stick while the middle of the grid is in view. */
const manyProducts: GridProduct[] = Array.from({ length: 14 }, (_, i) => ({
  SKU: `1001${String(i + 10).padStart(4, '0')}`,
  Product: `${['Meridian Gold', 'Harbour Blue', 'Kestrel Amber', 'Silverline'][i % 4]} ${['King Size', 'Superking', 'Slims', 'Classic'][(i >> 2) % 4]} ${i % 2 ? '20s' : '10s'}`,
  PriceOuter: 80 + i * 3.5,
  MinimumOrder: 1,
  MinimumOrderIncremental: 1,
}));

/**
 * Part-way down a long grid, in a 520 px window: the store names stay over their columns and
 * each store's total and Check out stay under them; on a phone the 'Store shown' bar stays on top instead.
 */
export const PartWayDown: Story = {
  args: { products: manyProducts },
  decorators: [(Story) => <div data-testid="window" style={{ height: 520, overflowY: 'auto' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const window = c.getByTestId('window');
    window.scrollTop = (window.scrollHeight - window.clientHeight) / 2;
    const frame = window.getBoundingClientRect();
    const within1px = (a: number, b: number) => Math.abs(a - b) <= 1;
    await waitFor(() => expect(within1px(c.getByRole('columnheader', { name: /Quayside News Salthill/ }).getBoundingClientRect().top, frame.top)).toBe(true));
    const checkout = c.getByRole('button', { name: 'Check out Quayside News Galway' }).getBoundingClientRect();
    await expect(checkout.bottom <= frame.bottom && checkout.top >= frame.top).toBe(true);
    await expect(c.getByRole('button', { name: 'Check out all (2 stores)' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom);
  },
};

/**
 * The top of the grid low in a 520 px window: the cart row waits at the grid's end rather than lying over
 * the column headings, and sticks to the bottom once the headings are above its place.
 */
export const HeadingsNearTheBottom: Story = {
  args: { products: manyProducts },
  decorators: [
    (Story) => (
      <div data-testid="window" style={{ height: 520, overflowY: 'auto' }}>
        <div style={{ height: 400 }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const window = c.getByTestId('window');
    const foot = canvasElement.querySelector('tfoot')!;
    const heading = c.getByRole('columnheader', { name: /Quayside News Galway/ });
    await waitFor(() => expect(foot).toHaveAttribute('data-waits'));
    const box = heading.getBoundingClientRect();
    // What is drawn at the heading's middle is the heading, not the cart row.
    await expect(heading.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    window.scrollTop = 300;
    await waitFor(() => expect(foot).not.toHaveAttribute('data-waits'));
    const checkout = c.getByRole('button', { name: 'Check out Quayside News Galway' }).getBoundingClientRect();
    await expect(checkout.bottom).toBeLessThanOrEqual(window.getBoundingClientRect().bottom);
    window.scrollTop = 0;
  },
};

/**
 * A phone, another store chosen by keyboard: 'Store shown' says which of how many, Salthill's
 * column and cart replace Galway's, and the chip bar keeps the choice in view.
 */
export const PhoneOtherStore: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const choice = c.getByRole('radiogroup', { name: 'Store shown' });
    await expect(within(choice).getByRole('radio', { name: 'Quayside News Galway' })).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByText('Showing store 1 of 3: choose another here.')).toBeVisible();
    await userEvent.tab();
    await expect(within(choice).getByRole('radio', { name: 'Quayside News Galway' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(choice).getByRole('radio', { name: 'Quayside News Salthill' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(choice).getByRole('radio', { name: 'Quayside News Salthill' })).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByText('Showing store 2 of 3: choose another here.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Increase quantity of Harbour Blue Superking 20s for Quayside News Salthill' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Increase quantity of Harbour Blue Superking 20s for Quayside News Galway' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Check out Quayside News Salthill' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Check out Quayside News Galway' })).toBeNull();
  },
};
