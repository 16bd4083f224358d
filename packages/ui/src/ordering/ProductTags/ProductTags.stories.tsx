import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductTags } from './ProductTags';
import { longNameProduct, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Ordering/ProductTags',
  component: ProductTags,
  tags: ['autodocs'],
  args: { product: { LowStock: true, Discount: 10, IsBestSeller: true } },
} satisfies Meta<typeof ProductTags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every tag of §2.14 at once, each in its tone. */
export const AllTags: Story = {
  args: {
    product: { HasPrizes: true, LowStock: true, IsFastestGrowingProduct: true, Discount: 12, HasBeenBoughtByText: 'Bought by 12 stores near you', IsBestSeller: true, NewArrival: true, OutOfStock: true },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(8);
    await expect(c.getByText('Save 12%')).toBeInTheDocument();
  },
};
export const OutOfStock: Story = { args: { product: { OutOfStock: true } } };
export const OutOfStockExcluded: Story = { args: { product: { OutOfStock: true, LowStock: true }, exclude: ['outOfStock'] } };
/** No tags: nothing is rendered. */
export const None: Story = {
  args: { product: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
export const LongText: Story = { args: { product: longNameProduct } };
export const Phone: Story = { args: { product: longNameProduct }, globals: phoneViewport };
