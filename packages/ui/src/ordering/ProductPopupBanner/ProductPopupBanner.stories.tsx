import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { ProductPopupBanner, productPopupKinds, type ProductPopupBannerProps } from './ProductPopupBanner';
import { casaVerde, harbour, longNameProduct, phoneViewport } from '../shared/fixtures';

/** The banner over a cart held in the story: the button sets the cart line, as the portal's editor does. */
function WithCart(props: ProductPopupBannerProps) {
  const [cartQuantity, setCartQuantity] = useState(props.cartQuantity);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return <p>Dismissed</p>;
  return (
    <ProductPopupBanner
      {...props}
      cartQuantity={cartQuantity}
      onSubmit={(sku, q) => {
        setCartQuantity(q);
        props.onSubmit(sku, q);
      }}
      onDismiss={() => {
        setDismissed(true);
        props.onDismiss();
      }}
    />
  );
}

const meta = {
  title: 'UI/Ordering/ProductPopupBanner',
  component: ProductPopupBanner,
  tags: ['autodocs', 'phone'],
  args: {
    kind: 'BackInStock',
    title: 'Back in stock',
    description: 'Harbour Gold 20s is back: stocks are limited, so order now to keep your shelf full.',
    product: harbour,
    cartQuantity: 0,
    onSubmit: fn(),
    onDismiss: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: productPopupKinds } },
  render: (args) => <WithCart {...args} />,
} satisfies Meta<typeof ProductPopupBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the cart: the control starts at the minimum (2) and the button reads 'Add to cart'. */
export const AddToCart: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Back in stock' })).toBeInTheDocument();
    await expect(c.getByLabelText('Outers of Harbour Gold 20s')).toHaveValue('2');
    await userEvent.click(c.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('RMC1001', 2);
    // Now the chosen quantity is the cart's: 'Added', with nothing to send.
    await expect(c.getByRole('button', { name: 'Added' })).toBeDisabled();
  },
};
/** In the cart at the chosen quantity: 'Added'. + makes it 'Update'; − back to the cart's quantity makes it 'Added' again. */
export const Added: Story = {
  args: { cartQuantity: 4 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Added' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(c.getByLabelText('Outers of Harbour Gold 20s')).toHaveValue('6');
    await expect(c.getByRole('button', { name: 'Update' })).toBeEnabled();
    await userEvent.click(c.getByRole('button', { name: 'Decrease quantity of Harbour Gold 20s' }));
    await expect(c.getByRole('button', { name: 'Added' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** In the cart, the chosen quantity differs: 'Update' sends it. */
export const Update: Story = {
  args: { cartQuantity: 4 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await userEvent.click(c.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('RMC1001', 6);
    await expect(c.getByRole('button', { name: 'Added' })).toBeDisabled();
  },
};
export const Saving: Story = { args: { cartQuantity: 4, isSaving: true } };
export const WithError: Story = { args: { cartQuantity: 4, errorMessage: messages.errorUpdatingProduct } };
/** A product promotion (the Cart page's kind): no 'Back in stock' pill. */
export const ProductPromotion: Story = {
  args: { kind: 'Product', title: 'New this month', description: 'Add Harbour Gold 20s to this order: a new arrival your customers are asking for.' },
};
export const OutOfStock: Story = { args: { product: casaVerde, title: 'Coming back soon', kind: 'Product', description: 'Casa Verde Robusto 5s returns next week.' } };
export const LongText: Story = {
  args: {
    title: 'Back in stock after the summer shortage: order now while the limited allocation lasts',
    description: `${longNameProduct.Product} is back. `.repeat(3),
    product: longNameProduct,
  },
};
/** × hides the banner (the page remembers it for the session). */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Dismiss Back in stock' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(c.queryByRole('region')).toBeNull();
  },
};
export const Phone: Story = { args: { cartQuantity: 4 }, globals: phoneViewport };
export const PhoneLongText: Story = { args: LongText.args, globals: phoneViewport };
