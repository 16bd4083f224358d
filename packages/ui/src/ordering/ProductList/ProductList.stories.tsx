import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { ProductList } from './ProductList';
import { catalogue, longNameProduct, phoneViewport, sampleProducts } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/ProductList',
  component: ProductList,
  tags: ['autodocs'],
  args: { products: sampleProducts, quantities: { RMC1001: 4 }, inCart: { RMC1001: 4 }, onQuantityChange: fn() },
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SavingAndError: Story = {
  args: { saving: { RMC1001: true }, errors: { EVAP1002: messages.errorUpdatingProduct }, quantities: { RMC1001: 6, EVAP1002: 1 } },
};
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading products' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Empty: Story = {
  args: { products: [], onClearFilters: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No products match your filter.')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Clear filter' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};
export const LongText: Story = { args: { products: [longNameProduct, ...sampleProducts] } };

/** The whole catalogue (~300 products) with live quantities, as /place-order shows it. */
export const WholeCatalogue: Story = {
  // The row markup is axe-checked in every other story; axe over 300 identical rows adds ~8 s to the run.
  parameters: { a11y: { test: 'off' } },
  // A screenshot of 300 rows is some 45,000 px tall and never settles within the matcher's time; the
  // rows' looks are compared in the other stories.
  tags: ['no-visual'],
  args: { products: catalogue },
  render: function Render(args) {
    const [quantities, setQuantities] = useState<Record<string, number>>({});
    const change = useCallback((sku: string, n: number) => setQuantities((q) => ({ ...q, [sku]: n })), []);
    return <ProductList {...args} quantities={quantities} inCart={quantities} onQuantityChange={change} />;
  },
  play: async ({ canvasElement }) => {
    // Scoped queries: role queries over 300 rows would dominate the run.
    await expect(canvasElement.querySelectorAll('li[data-sku]')).toHaveLength(300);
    const row = within(canvasElement.querySelector<HTMLElement>('li[data-sku="RYO2001"]')!);
    await userEvent.click(row.getByRole('button', { name: 'Increase quantity of Vapora RYO line 2' }));
    await expect(row.getByText('In cart: 2')).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: phoneViewport };
export const PhoneLoading: Story = { args: { isLoading: true }, globals: phoneViewport };
