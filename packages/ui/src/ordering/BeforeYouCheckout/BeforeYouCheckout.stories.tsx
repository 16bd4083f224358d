import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { BeforeYouCheckout, type BeforeYouCheckoutProps } from './BeforeYouCheckout';
import { casaVerde, catalogue, harbour, longNameProduct, phoneViewport, vapora, westwind } from '../shared/fixtures';

function Controlled(props: BeforeYouCheckoutProps) {
  const [quantities, setQuantities] = useState(props.quantities);
  return (
    <BeforeYouCheckout
      {...props}
      quantities={quantities}
      onQuantityChange={(sku, n) => {
        setQuantities((q) => ({ ...q, [sku]: n }));
        props.onQuantityChange(sku, n);
      }}
    />
  );
}

const meta = {
  title: 'UI/Ordering/BeforeYouCheckout',
  component: BeforeYouCheckout,
  tags: ['autodocs', 'phone'],
  args: {
    beforeYouGo: { products: [harbour, vapora] },
    haveYouConsidered: { products: [westwind, casaVerde, catalogue[4]!, catalogue[7]!] },
    quantities: {},
    onQuantityChange: fn(),
    cartOuters: 12,
    cartTotal: 1534.62,
    onContinue: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BeforeYouCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both lists; + adds a product at its minimum; 'Continue to cart' goes on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Before you go' })).toBeInTheDocument();
    await expect(c.getByRole('region', { name: 'Have you considered?' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Vapora Berry Ice Pods 2-pack 18mg' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('EVAP1002', 1);
    await userEvent.click(c.getByRole('button', { name: 'Continue to cart' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { beforeYouGo: {}, haveYouConsidered: {} } };
export const OneListEmpty: Story = { args: { beforeYouGo: { products: [] } } };
export const ListError: Story = { args: { haveYouConsidered: { errorMessage: messages.internalError } } };
export const WithAddedAndSaving: Story = { args: { quantities: { RMC1001: 4, EVAP1002: 1 }, saving: { EVAP1002: true }, errors: { RMC1001: messages.errorUpdatingProduct } } };
export const LongNames: Story = { args: { beforeYouGo: { products: [longNameProduct, harbour] } } };
export const Phone: Story = { globals: phoneViewport };
export const PhoneLongNames: Story = { args: LongNames.args, globals: phoneViewport };
