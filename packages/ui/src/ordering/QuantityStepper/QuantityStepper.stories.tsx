import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
import { phoneViewport } from '../shared/fixtures';

/** A stepper that keeps its own value, so play functions can drive it like the portal does. */
function Controlled(props: Omit<QuantityStepperProps, 'onChange'> & { onChange?: (n: number) => void }) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={(n) => { setValue(n); props.onChange?.(n); }} />;
}

const meta = {
  title: 'UI/Ordering/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 0, onChange: fn(), rule: { MinimumOrder: 5, MinimumOrderIncremental: 5 }, productName: 'Harbour Gold 20s' },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Harbour Gold 20s';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeDisabled();
    await expect(c.getByRole('group', { name: `Quantity of ${name} in outers` })).toBeInTheDocument();
  },
};

/** 0 → MinimumOrder, then by the increment; below the minimum − goes back to 0 (§5). */
export const StepsFromZeroToMinimum: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText(`Outers of ${name}`);
    const plus = c.getByRole('button', { name: `Increase quantity of ${name}` });
    const minus = c.getByRole('button', { name: `Decrease quantity of ${name}` });
    await userEvent.click(plus);
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(plus);
    await expect(input).toHaveValue('10');
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(input).toHaveValue('0');
    await expect(minus).toBeDisabled();
  },
};

/** Typed text keeps digits only, at most 3, and snaps to the next valid quantity on blur or Enter. */
export const TypedValueNormalised: Story = {
  args: { value: 0, rule: { MinimumOrder: 2, MinimumOrderIncremental: 3 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await expect(input).toHaveValue('8');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await userEvent.clear(input);
    await userEvent.type(input, 'a1b2345');
    await expect(input).toHaveValue('123');
    await userEvent.tab();
    await expect(input).toHaveValue('125');
    await userEvent.clear(input);
    await userEvent.type(input, '{Escape}');
    await expect(input).toHaveValue('125');
  },
};

/** Emptying the box or typing letters and leaving it keeps the cart's quantity: nothing is removed. */
export const EmptiedKeepsQuantity: Story = {
  args: { value: 999, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('999');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    await expect(input).toHaveValue('999');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const AtMaximum: Story = {
  args: { value: 999, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
  },
};
export const Saving: Story = { args: { value: 10, isPending: true } };
export const SavingAfterError: Story = { args: { value: 10, isPending: true, errorMessage: messages.errorUpdatingProduct } };
export const WithError: Story = { args: { value: 10, errorMessage: messages.errorUpdatingProduct } };
export const LongError: Story = { args: { value: 10, errorMessage: 'The quantity could not be saved because the product was withdrawn from the price list while you were ordering. Please try again later.' } };
export const Disabled: Story = {
  args: { value: 0, isDisabled: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
    await expect(c.getByLabelText(`Outers of ${name}`)).toBeDisabled();
  },
};
export const LongProductName: Story = { args: { value: 4, productName: 'Cloudline Watermelon Chill Disposable 600 puffs 20mg limited festive edition multipack' } };
export const Phone: Story = { args: { value: 10 }, globals: phoneViewport };
