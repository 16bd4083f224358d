import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { StockCardList, type StockCardListProps } from './StockCardList';
import { casaVerde, catalogue, harbour, longNameProduct, phoneViewport, vapora, westwind } from '../shared/fixtures';

const card = [harbour, vapora, westwind, casaVerde, ...catalogue.slice(1, 9)];

/** The list with its own quantities and card, as the page keeps them. */
function Controlled(props: StockCardListProps) {
  const [products, setProducts] = useState(props.products);
  const [quantities, setQuantities] = useState(props.quantities);
  return (
    <StockCardList
      {...props}
      products={products}
      quantities={quantities}
      inCart={quantities}
      onQuantityChange={(sku, n) => {
        setQuantities((q) => ({ ...q, [sku]: n }));
        props.onQuantityChange(sku, n);
      }}
      onRemove={(sku) => {
        setProducts((list) => list.filter((p) => p.SKU !== sku));
        props.onRemove(sku);
      }}
    />
  );
}

const meta = {
  title: 'UI/Ordering/StockCardList',
  component: StockCardList,
  tags: ['autodocs', 'phone'],
  args: { products: card, quantities: { RMC1001: 4, EVAP1002: 1 }, inCart: { RMC1001: 4, EVAP1002: 1 }, onQuantityChange: fn(), onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StockCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'My stock card' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(card.length);
    // Out of stock: said, no stepper, still removable.
    const casa = within(list).getByRole('listitem', { name: 'Casa Verde Robusto 5s' });
    await expect(within(casa).getByText('Out of stock')).toBeInTheDocument();
    await expect(within(casa).getByRole('button', { name: 'Remove Casa Verde Robusto 5s from my stock card' })).toBeInTheDocument();
  },
};
/** Ordering from the card: + goes to the minimum, and a row taken off the card leaves the list. */
export const OrderAndRemove: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Westwind Original 30g' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('RYO1004', 5);
    await userEvent.click(c.getByRole('button', { name: 'Remove Vapora Berry Ice Pods 2-pack 18mg from my stock card' }));
    await expect(args.onRemove).toHaveBeenCalledWith('EVAP1002');
    await expect(c.queryByRole('listitem', { name: 'Vapora Berry Ice Pods 2-pack 18mg' })).toBeNull();
  },
};
export const WithError: Story = { args: { errors: { RMC1001: messages.errorUpdatingProduct }, saving: { EVAP1002: true } } };
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading your stock card' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your stock card is empty.')).toBeInTheDocument();
    await expect(c.getByRole('link', { name: 'Go to Place Order' })).toHaveAttribute('href', '/place-order');
  },
};
export const LongText: Story = { args: { products: [longNameProduct, harbour, { ...longNameProduct, SKU: 'EVAP9998', OutOfStock: true }], quantities: { EVAP9999: 12 }, inCart: { EVAP9999: 12 } } };
export const Phone: Story = { globals: phoneViewport };
export const PhoneLoading: Story = { args: { isLoading: true }, globals: phoneViewport };
export const PhoneEmpty: Story = { args: { products: [] }, globals: phoneViewport };
export const PhoneLongText: Story = { args: { products: [longNameProduct, casaVerde] }, globals: phoneViewport };
