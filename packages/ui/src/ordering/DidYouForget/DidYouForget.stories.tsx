import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UsualOrderProposal } from '@trade-portal/api-client';
import { DidYouForget } from './DidYouForget';
import { harbour, longNameProduct, vapora, westwind } from '../shared/fixtures';

const staple = (SKU: string, Product: string, Quantity: number, WeeksOrdered = 8): UsualOrderProposal => ({
  SKU, Product, Quantity, MedianQuantity: Quantity, Adjustment: null, WeeksOrdered, WeeksConsidered: 8, LastOrderedWeeksAgo: 0, AlmostEveryWeek: true,
});
const staples = [staple(harbour.SKU, harbour.Product, 4), staple(vapora.SKU, vapora.Product, 3, 7), staple(westwind.SKU, westwind.Product, 10, 6)];

const meta = {
  title: 'UI/Ordering/DidYouForget',
  component: DidYouForget,
  tags: ['autodocs', 'phone'],
  args: { products: staples, onAdd: fn(), onDismiss: fn() },
} satisfies Meta<typeof DidYouForget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several staples missing from the cart, each with its usual outers and one press 'Add'. */
export const Many: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Did you forget?' })).toHaveTextContent('You order these almost every week.');
    await userEvent.click(c.getByRole('button', { name: `Add 3 outers of ${vapora.Product}` }));
    await expect(args.onAdd).toHaveBeenCalledWith(vapora.SKU, 3);
    await userEvent.click(c.getByRole('button', { name: 'Hide for this order' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
/** One staple missing. */
export const One: Story = {
  args: { products: staples.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Did you forget?' })).toHaveTextContent('You order this almost every week.');
  },
};
/** Every staple is in the cart: nothing is shown. */
export const None: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
/** 'Add' pressed: that product's button waits for the cart. */
export const Adding: Story = { args: { adding: { [vapora.SKU]: true } } };
/** The cart refused a product: the server's message under it. */
export const AddRefused: Story = {
  args: { errors: { [harbour.SKU]: 'Harbour Gold 20s is out of stock.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Harbour Gold 20s is out of stock.');
  },
};
/** A long product name wraps above its button. */
export const LongName: Story = { args: { products: [staple(longNameProduct.SKU, longNameProduct.Product, 12), ...staples.slice(0, 1)] } };
