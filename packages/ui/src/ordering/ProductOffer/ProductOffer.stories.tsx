import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { ProductOffer, type ProductOfferProps } from './ProductOffer';
import { casaVerde, harbour, longNameProduct, phoneViewport } from '../shared/fixtures';

function Controlled(props: ProductOfferProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return <ProductOffer {...props} quantity={quantity} onQuantityChange={(sku, n) => { setQuantity(n); props.onQuantityChange(sku, n); }} />;
}

const meta = {
  title: 'UI/Ordering/ProductOffer',
  component: ProductOffer,
  tags: ['autodocs', 'phone'],
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0, maxWidth: 560 }}><Story /></ul>],
  args: { product: harbour, quantity: 0, onQuantityChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ProductOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the cart: + adds the minimum (2 outers). */
export const NotInCart: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Not in cart')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('RMC1001', 2);
    await expect(c.getByText('In cart: 2')).toBeInTheDocument();
  },
};
export const InCart: Story = { args: { quantity: 6, note: 'Suggested: 6 outers' } };
export const Saving: Story = { args: { quantity: 4, isSaving: true } };
export const WithError: Story = { args: { quantity: 4, errorMessage: messages.errorUpdatingProduct } };
export const OutOfStock: Story = { args: { product: casaVerde, note: 'Suggested: 5 outers; not added' } };
export const LongName: Story = { args: { product: longNameProduct, quantity: 120 } };
export const Phone: Story = { args: { quantity: 4, note: 'Suggested: 4 outers' }, globals: phoneViewport };
export const PhoneLongName: Story = { args: { product: longNameProduct, quantity: 12, errorMessage: messages.errorUpdatingProduct }, globals: phoneViewport };
