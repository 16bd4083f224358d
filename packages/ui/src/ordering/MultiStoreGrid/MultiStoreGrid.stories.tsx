import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Several stores in one grid (issue 12): one stepper column per store, each saved to that store's cart. */
const meta = {
  title: 'UI/Ordering/MultiStoreGrid',
  component: MultiStoreGrid,
  tags: ['autodocs'],
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
