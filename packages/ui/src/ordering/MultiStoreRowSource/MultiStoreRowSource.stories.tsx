import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiStoreRowSource, type MultiStoreRowSourceId, type MultiStoreRowSourceProps } from './MultiStoreRowSource';

/** The rows of /multi-store-order: the stores' stock cards, or a search of all products. */
const meta = {
  title: 'UI/Ordering/MultiStoreRowSource',
  component: MultiStoreRowSource,
  tags: ['autodocs', 'phone'],
  args: { source: 'stockCard', onSourceChange: fn(), cardStores: ['Quayside News Galway', 'Quayside News Salthill'], search: '', onSearchChange: fn() },
} satisfies Meta<typeof MultiStoreRowSource>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stock cards chosen: whose cards they are, and the field filters them. Choosing 'All products' is reported. */
export const StockCard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: 'Stock card' })).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByText('The stock cards of Quayside News Galway and Quayside News Salthill, each product once.')).toBeVisible();
    await expect(c.getByRole('searchbox', { name: 'Filter the stock card' })).toBeVisible();
    await userEvent.click(c.getByRole('radio', { name: 'All products' }));
    await expect(args.onSourceChange).toHaveBeenCalledWith('search');
  },
};

/** All products chosen: the field searches the catalogue. */
export const AllProducts: Story = {
  args: { source: 'search', search: 'Meridian' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: 'All products' })).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByRole('searchbox', { name: 'Find a product' })).toHaveValue('Meridian');
  },
};

/** One store's card of three (the others have none, or are Tier 3). */
export const OneCard: Story = { args: { cardStores: ['Quayside News Galway'] } };

/** No store with a stock card: no chips, only the search. */
export const NoStockCard: Story = {
  args: { cardStores: [], source: 'search' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('radiogroup', { name: 'Rows' })).toBeNull();
    await expect(c.getByRole('searchbox', { name: 'Find a product' })).toBeVisible();
  },
};

function Driven(args: MultiStoreRowSourceProps) {
  const [source, setSource] = useState<MultiStoreRowSourceId>('stockCard');
  const [search, setSearch] = useState('');
  return <MultiStoreRowSource {...args} source={source} onSourceChange={setSource} search={search} onSearchChange={setSearch} />;
}

/** Driven: choosing the chips switches the field's words; typing filters. */
export const Interactive: Story = {
  render: (args) => <Driven {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'All products' }));
    await expect(c.getByRole('searchbox', { name: 'Find a product' })).toBeVisible();
    await expect(c.getByText('Search the whole product list.')).toBeVisible();
    await userEvent.type(c.getByRole('searchbox', { name: 'Find a product' }), 'Kestrel');
    await expect(c.getByRole('searchbox', { name: 'Find a product' })).toHaveValue('Kestrel');
  },
};
