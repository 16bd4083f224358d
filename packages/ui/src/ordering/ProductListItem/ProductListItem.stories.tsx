import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { ProductListItem, type ProductListItemProps } from './ProductListItem';
import { casaVerde, harbour, longNameProduct, phoneViewport, westwind } from '../shared/fixtures';

function Controlled(props: ProductListItemProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return <ProductListItem {...props} quantity={quantity} inCartQuantity={quantity} onQuantityChange={(sku, n) => { setQuantity(n); props.onQuantityChange(sku, n); }} />;
}

const meta = {
  title: 'UI/Ordering/ProductListItem',
  component: ProductListItem,
  tags: ['autodocs'],
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}><Story /></ul>],
  args: { product: harbour, quantity: 0, inCartQuantity: 0, onQuantityChange: fn() },
} satisfies Meta<typeof ProductListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** + from 0 goes to the minimum order (2) and 'In cart' follows. */
export const AddToCart: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('*Minimum order is 2 outers. Incremental order is 2.')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(c.getByLabelText('Outers of Harbour Gold 20s')).toHaveValue('2');
    await expect(c.getByText('In cart: 2')).toBeInTheDocument();
    await expect(args.onQuantityChange).toHaveBeenCalledWith('RMC1001', 2);
  },
};
export const InCart: Story = { args: { quantity: 6, inCartQuantity: 6 } };
export const Saving: Story = { args: { quantity: 8, inCartQuantity: 6, isSaving: true } };
export const WithError: Story = { args: { quantity: 6, inCartQuantity: 6, errorMessage: messages.errorUpdatingProduct } };
export const OutOfStock: Story = {
  args: { product: casaVerde },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Out of stock')).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: /Increase quantity/ })).toBeNull();
  },
};
/** No OuterImage: a neutral placeholder box keeps the layout. */
export const NoImage: Story = { args: { product: westwind } };
export const BrokenImage: Story = { args: { product: { ...harbour, OuterImage: '/missing-outer.png' } } };
export const LongText: Story = { args: { product: longNameProduct, quantity: 12, inCartQuantity: 12 } };
export const Phone: Story = { args: { quantity: 4, inCartQuantity: 4 }, globals: phoneViewport };
export const PhoneLongText: Story = { args: { product: longNameProduct, errorMessage: messages.errorUpdatingProduct }, globals: phoneViewport };
