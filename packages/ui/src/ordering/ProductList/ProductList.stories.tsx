import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { ProductList, type ProductListProps } from './ProductList';
import { catalogue, longNameProduct, phoneViewport, sampleProducts } from '../shared/fixtures';
import type { ProductItemData } from '../ProductListItem';

const meta = {
  title: 'UI/Ordering/ProductList',
  component: ProductList,
  tags: ['autodocs', 'phone'],
  args: { products: sampleProducts, quantities: { RMC1001: 4 }, inCart: { RMC1001: 4 }, onQuantityChange: fn() },
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2,000 products like the long seeded catalogue (SEED_PRODUCTS=2000): the first 300 and more of the same kind. */
const longCatalogue: ProductItemData[] = Array.from({ length: 2000 }, (_, i) => {
  const base = catalogue[i % catalogue.length]!;
  return i < catalogue.length ? base : { ...base, SKU: `${base.Category}${9000 + i}`, Product: `${base.Brand} ${base.Category} line ${i + 1}`, StockCardOrder: i, PriceListOrder: i };
});

/** Live quantities, as /place-order keeps them. */
function Live(args: ProductListProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const change = useCallback((sku: string, n: number) => setQuantities((q) => ({ ...q, [sku]: n })), []);
  return <ProductList {...args} quantities={quantities} inCart={quantities} onQuantityChange={change} />;
}

const frames = (n = 2) => new Promise<void>((resolve) => {
  const step = (left: number) => (left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => step(left - 1)));
  step(n);
});
const rowOf = (el: Element | null) => el?.closest<HTMLElement>('li[data-sku]') ?? null;

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

/**
 * The whole catalogue (~300 products) with live quantities, as /place-order shows it: one list of 300
 * for assistive technology, of which only the rows on screen (and a few each side) are rendered.
 */
export const WholeCatalogue: Story = {
  // A screenshot of a window onto 300 rows compares nothing the other stories do not.
  tags: ['no-visual'],
  args: { products: catalogue },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    const rows = list.querySelectorAll('li[data-sku]');
    await expect(rows.length).toBeGreaterThan(5);
    await expect(rows.length).toBeLessThan(60);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '300');
    const row = within(canvasElement.querySelector<HTMLElement>('li[data-sku="RYO2001"]')!);
    await userEvent.click(row.getByRole('button', { name: 'Increase quantity of Vapora RYO line 2' }));
    await expect(row.getByText('In cart: 2')).toBeInTheDocument();
  },
};

/**
 * 2,000 products (the long seeded catalogue): the list renders a window of rows, each named by its
 * product and placed in the whole list (aria-posinset of aria-setsize 2000).
 */
export const LongList: Story = {
  tags: ['no-visual'],
  args: { products: longCatalogue },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    const rows = [...list.querySelectorAll<HTMLElement>('li[data-sku]')];
    await expect(rows.length).toBeLessThan(60);
    rows.forEach((r, i) => {
      void expect(r).toHaveAttribute('aria-setsize', '2000');
      void expect(r).toHaveAttribute('aria-posinset', String(i + 1));
      void expect(r).toHaveAccessibleName(longCatalogue[i]!.Product);
    });
    // Scrolled far down, the rows there are rendered with their place in the whole list.
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY + 64 * 1500);
    await waitFor(() => expect(list.querySelector('li[aria-posinset="1500"]')).not.toBeNull());
    window.scrollTo(0, 0);
  },
};

/**
 * Tab walks the steppers row after row beyond the first screen: each row brought in as focus reaches
 * it, focus never falls to the page, and every focused control sits in a row named by its product.
 */
export const KeyboardBeyondFirstScreen: Story = {
  tags: ['no-visual'],
  args: { products: longCatalogue },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    const firstRendered = list.querySelectorAll('li[data-sku]').length;
    within(list.querySelector<HTMLElement>('li[data-sku]:not([data-out-of-stock])')!).getByRole('textbox').focus();
    let row = rowOf(document.activeElement)!;
    const visited: number[] = [];
    for (let i = 0; i < 80; i++) {
      await userEvent.tab();
      await frames();
      row = rowOf(document.activeElement)!;
      await expect(row).not.toBeNull();
      visited.push(Number(row.getAttribute('aria-posinset')));
    }
    // In order, one row after another (out-of-stock rows have no control to stop on).
    for (let i = 1; i < visited.length; i++) {
      await expect(visited[i]! - visited[i - 1]!).toBeGreaterThanOrEqual(0);
      await expect(visited[i]! - visited[i - 1]!).toBeLessThanOrEqual(2);
    }
    await expect(visited.at(-1)!).toBeGreaterThan(firstRendered);
    await expect(row).toHaveAccessibleName(longCatalogue[visited.at(-1)! - 1]!.Product);
    // And back: Shift+Tab returns through the same rows.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab({ shift: true });
      await frames();
    }
    await expect(Number(rowOf(document.activeElement)!.getAttribute('aria-posinset'))).toBeLessThan(visited.at(-1)!);
    window.scrollTo(0, 0);
  },
};

/** Focus stays on its row when the list is scrolled far away from it, and Tab then goes on from that row. */
export const FocusKeptWhileScrolledAway: Story = {
  tags: ['no-visual'],
  args: { products: longCatalogue },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    const input = within(rowOf(list.querySelector('li[aria-posinset="2"]'))!).getByRole('textbox');
    input.focus();
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY + 64 * 800);
    await waitFor(() => expect(list.querySelector('li[aria-posinset="800"]')).not.toBeNull());
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await frames(4);
    await userEvent.tab();
    await frames(4);
    await expect(rowOf(document.activeElement)).toHaveAttribute('aria-posinset', '3');
    window.scrollTo(0, 0);
  },
};

export const Phone: Story = { globals: phoneViewport };
export const PhoneLoading: Story = { args: { isLoading: true }, globals: phoneViewport };
export const PhoneLongList: Story = {
  tags: ['no-visual'],
  args: { products: longCatalogue },
  globals: phoneViewport,
  render: (args) => <Live {...args} />,
};

/** A store with a stock card (§1): a star per row and a 'Card' column; two products are on the card. */
export const WithStockCard: Story = {
  args: { stockCard: { onCard: new Set(['RMC1001', 'CGR1003']), onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Save Harbour Gold 20s to my stock card' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Save Westwind Original 30g to my stock card' }));
    await expect(args.stockCard!.onChange).toHaveBeenCalledWith('RYO1004', true);
  },
};
export const WithStockCardLoading: Story = { args: { isLoading: true, stockCard: { onCard: new Set(), onChange: fn() } } };
export const WithStockCardPhone: Story = { args: { stockCard: { onCard: new Set(['RMC1001']), onChange: fn() } }, globals: phoneViewport };
