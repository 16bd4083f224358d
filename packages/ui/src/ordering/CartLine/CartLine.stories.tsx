import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { CartLine, type CartLineProps } from './CartLine';
import { longNameProduct, phoneViewport } from '../shared/fixtures';

function Controlled(props: CartLineProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return <CartLine {...props} quantity={quantity} onQuantityChange={(sku, n) => { setQuantity(n); props.onQuantityChange(sku, n); }} />;
}

const meta = {
  title: 'UI/Ordering/CartLine',
  component: CartLine,
  tags: ['autodocs', 'phone'],
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0 }}><Story /></ul>],
  args: { sku: 'RMC1001', productName: 'Harbour Gold 20s', priceOuter: 128.33, quantity: 4, rule: { MinimumOrder: 2, MinimumOrderIncremental: 2 }, onQuantityChange: fn(), onRemove: fn() },
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** + adds one increment and the line total follows (6 × €128.33). */
export const ChangeQuantity: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(c.getByText('€769.98')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Remove Harbour Gold 20s' }));
    await expect(args.onRemove).toHaveBeenCalledWith('RMC1001');
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const WithError: Story = { args: { errorMessage: messages.errorUpdatingProduct } };
export const LongText: Story = { args: { productName: longNameProduct.Product, sku: longNameProduct.SKU, priceOuter: 45.9, quantity: 120, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } } };
export const Phone: Story = { globals: phoneViewport };
export const PhoneLongTextError: Story = { args: { ...LongText.args, errorMessage: messages.errorUpdatingProduct }, globals: phoneViewport };
