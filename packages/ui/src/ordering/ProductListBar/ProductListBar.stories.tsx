import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductListBar } from './ProductListBar';
import { ProductToolbar } from '../ProductToolbar';
import { CategoryChips } from '../CategoryChips';
import { ProductList } from '../ProductList';
import { catalogue, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/ProductListBar',
  component: ProductListBar,
  tags: ['autodocs', 'phone'],
  args: {
    shownCount: 289, totalCount: 289, cartOuters: 14, cartTotal: 1534.62,
    children: (
      <>
        <ProductToolbar sortId={0} onSortChange={fn()} brandCount={0} onOpenBrandFilter={fn()} search="" onSearchChange={fn()} />
        <CategoryChips value={null} onChange={fn()} />
      </>
    ),
  },
} satisfies Meta<typeof ProductListBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('289 products');
    await expect(canvasElement).toHaveTextContent('Cart: 14 outers · €1,534.62');
  },
};
/** Search, brands and a category narrowed the list: '16 of 289 products'. */
export const Filtered: Story = {
  args: {
    shownCount: 16,
    children: (
      <>
        <ProductToolbar sortId={1} onSortChange={fn()} brandCount={2} onOpenBrandFilter={fn()} search="gold" onSearchChange={fn()} />
        <CategoryChips value="RMC" onChange={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('16 of 289 products');
  },
};
export const EmptyCart: Story = { args: { cartOuters: 0, cartTotal: 0 } };
export const OneOuter: Story = { args: { cartOuters: 1, cartTotal: 45.9 } };
export const Loading: Story = { args: { isLoading: true, shownCount: 0, totalCount: 0, cartOuters: 0, cartTotal: 0 } };
export const Phone: Story = { globals: phoneViewport };

/** Over a long list: scrolled down, the bar (from 768 px) or its count and cart line (phones) stays at the top of the window. */
export const StaysInViewWhileScrolling: Story = {
  parameters: { a11y: { test: 'off' } },
  tags: ['no-visual'],
  render: function Render(args) {
    const [quantities, setQuantities] = useState<Record<string, number>>({});
    const change = useCallback((sku: string, n: number) => setQuantities((q) => ({ ...q, [sku]: n })), []);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <ProductListBar {...args} />
        <ProductList products={catalogue} quantities={quantities} inCart={quantities} onQuantityChange={change} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 4000);
    const sticky = canvasElement.querySelector<HTMLElement>('[data-sticky="tablet"]')!;
    await waitFor(() => expect(Math.round(sticky.getBoundingClientRect().top)).toBe(0));
    await expect(within(canvasElement).getByRole('button', { name: 'Filter by brand' })).toBeVisible();
    window.scrollTo(0, 0);
  },
};
