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
  tags: ['autodocs', 'phone'],
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

/** A retailer with stock-card access on /place-order: an outline star, 'Save … to my stock card', not pressed. */
export const StockCardToggleOff: Story = {
  args: { onStockCardChange: fn(), isOnStockCard: false },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Save Harbour Gold 20s to my stock card' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onStockCardChange).toHaveBeenCalledWith('RMC1001', true);
  },
};
/** On the card: the star is filled gold and pressed; pressing it takes the product off. */
export const StockCardToggleOn: Story = {
  args: { onStockCardChange: fn(), isOnStockCard: true, quantity: 6, inCartQuantity: 6 },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Save Harbour Gold 20s to my stock card' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onStockCardChange).toHaveBeenCalledWith('RMC1001', false);
  },
};
/** Reached by keyboard: the focus ring on the star. */
export const StockCardToggleFocused: Story = {
  args: { onStockCardChange: fn(), isOnStockCard: true },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: /to my stock card/ });
    star.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(star).toHaveFocus();
  },
};
/** On /stock-card: a filled star that removes the product from the card. */
export const StockCardRemove: Story = {
  args: { onStockCardChange: fn(), isOnStockCard: true, stockCardControl: 'remove', quantity: 4, inCartQuantity: 4 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Harbour Gold 20s from my stock card' }));
    await expect(args.onStockCardChange).toHaveBeenCalledWith('RMC1001', false);
  },
};
/** Out of stock but on the card: no stepper, the star stays so it can still be taken off. */
export const StockCardOutOfStock: Story = { args: { product: casaVerde, onStockCardChange: fn(), isOnStockCard: true, stockCardControl: 'remove' } };
export const StockCardLongText: Story = { args: { product: longNameProduct, onStockCardChange: fn(), isOnStockCard: false, quantity: 12, inCartQuantity: 12 } };
/** Phone: the star sits top right of the card, beside the name, a 44 px target. */
export const StockCardPhone: Story = {
  args: { onStockCardChange: fn(), isOnStockCard: true, quantity: 4, inCartQuantity: 4 },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: /to my stock card/ }).getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  },
};
export const StockCardPhoneLongText: Story = { args: { product: longNameProduct, onStockCardChange: fn(), isOnStockCard: false }, globals: phoneViewport };
