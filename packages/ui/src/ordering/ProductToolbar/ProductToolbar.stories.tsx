import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductToolbar } from './ProductToolbar';
import { phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/ProductToolbar',
  component: ProductToolbar,
  tags: ['autodocs', 'phone'],
  args: { sortId: 0, onSortChange: fn(), brandCount: 0, onOpenBrandFilter: fn(), search: '', onSearchChange: fn() },
} satisfies Meta<typeof ProductToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Filter by brand' }));
    await expect(args.onOpenBrandFilter).toHaveBeenCalled();
  },
};
export const BrandsChosen: Story = {
  args: { brandCount: 3, sortId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Filter by brand/ })).toHaveTextContent('3');
  },
};
/** Choosing a sort from the list calls back with its §9 id. */
export const ChooseSort: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /Sort by/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Price List' }));
    await expect(args.onSortChange).toHaveBeenCalledWith(3);
  },
};
export const Searching: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('');
    return <ProductToolbar {...args} search={search} onSearchChange={(t) => { setSearch(t); args.onSearchChange(t); }} />;
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search products' }), 'Harbour');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Harbour');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Phone: Story = { args: { brandCount: 2, search: 'Harbour Gold' }, globals: phoneViewport };
