import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  // The large-line question is the next stories' subject: not asked here.
  args: { value: 0, rule: { MinimumOrder: 2, MinimumOrderIncremental: 3 }, confirmAbove: 999 },
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

/** The words under the box, and that the input points to them (aria-describedby) in a polite live region. */
async function expectCorrection(canvasElement: HTMLElement, text: string) {
  const c = within(canvasElement);
  await expect(c.getByText(text)).toHaveAttribute('role', 'status');
  await expect(c.getByLabelText(`Outers of ${name}`)).toHaveAccessibleDescription(text);
}

/** Typed below the minimum: set to the minimum, and said so ('Minimum order is 4 outers: set to 4'); typing again clears it. */
export const CorrectedToMinimum: Story = {
  args: { value: 0, rule: { MinimumOrder: 4, MinimumOrderIncremental: 2 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expectCorrection(canvasElement, 'Minimum order is 4 outers: set to 4');
    await userEvent.type(input, '1');
    await expect(within(canvasElement).queryByText('Minimum order is 4 outers: set to 4')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.tab();
    await expectCorrection(canvasElement, 'Minimum order is 4 outers: set to 4');
  },
};

/** Typed off the steps: up to the next step ('Sold in steps of 2 outers: set to 6'). */
export const CorrectedToStep: Story = {
  args: { value: 4, rule: { MinimumOrder: 4, MinimumOrderIncremental: 2 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(input).toHaveValue('6');
    await expectCorrection(canvasElement, 'Sold in steps of 2 outers: set to 6');
  },
};

/** Typed above the largest valid quantity of the rule (995 for 5/5): set to it, and said so. A step clears the words. */
export const CorrectedToMaximum: Story = {
  args: { value: 10, rule: { MinimumOrder: 5, MinimumOrderIncremental: 5 }, confirmAbove: 999 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '998{Enter}');
    await expect(input).toHaveValue('995');
    await expectCorrection(canvasElement, 'Maximum is 995 outers: set to 995');
    await expect(c.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
  },
};

/** A minimum above 999 cannot be ordered: a typed quantity leaves the line as it is, 'Maximum is 999'. */
export const CorrectedAboveMaximum: Story = {
  args: { value: 0, rule: { MinimumOrder: 1200, MinimumOrderIncremental: 1 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '50{Enter}');
    await expect(input).toHaveValue('0');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expectCorrection(canvasElement, 'Maximum is 999');
  },
};

/** An emptied box goes back to the cart's quantity and says so briefly; nothing is removed. */
export const EmptiedSaysKept: Story = {
  args: { value: 999, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('999');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expectCorrection(canvasElement, 'No number entered: kept at 999');
  },
};

/** A correction while the change is saving: 'Saving…' joins the flow under the words, so the two never overlap. */
export const CorrectedWhileSaving: Story = {
  args: { value: 4, isPending: true, rule: { MinimumOrder: 4, MinimumOrderIncremental: 2 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    await expectCorrection(canvasElement, 'Sold in steps of 2 outers: set to 10');
  },
};

/** − at the minimum goes to 0 and disables itself: focus moves to the box instead of being lost. */
export const DecreasedToZeroKeepsFocus: Story = {
  args: { value: 4, rule: { MinimumOrder: 4, MinimumOrderIncremental: 2 } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const minus = c.getByRole('button', { name: `Decrease quantity of ${name}` });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(minus).toBeDisabled();
    await expect(c.getByLabelText(`Outers of ${name}`)).toHaveFocus();
  },
};

/**
 * The stepper in a dense 64 px row (desktop) and a card (phone): a correction takes one short line
 * under the box, the row grows by that line only while it shows.
 */
export const CorrectionInDenseRow: Story = {
  args: { value: 4, rule: { MinimumOrder: 4, MinimumOrderIncremental: 2 } },
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, maxWidth: 720 }}>
      {['Harbour Gold 20s', 'Cloudline Mint 10ml'].map((product, i) => (
        <li key={product} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, minHeight: 64, padding: '0 12px', border: '1px solid #d0d5dd', borderRadius: 8 }}>
          <span>{product}</span>
          {i === 0 ? <Controlled {...args} /> : <QuantityStepper value={6} onChange={() => {}} rule={args.rule} productName={product} />}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(`Outers of ${name}`);
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await expect(input).toHaveValue('8');
    await expect(within(canvasElement).getByText('Sold in steps of 2 outers: set to 8')).toHaveAttribute('role', 'status');
  },
};

/** The large-line stories' stepper: at 5 outers, sold one at a time, keeping its own value. */
const largeLine = {
  args: { value: 5, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } },
  render: (args: QuantityStepperProps) => <Controlled {...args} />,
};

/** Empties the box and types `keys` into it, as a retailer does; returns the canvas and the box. */
async function typeInBox(canvasElement: HTMLElement, keys: string) {
  const c = within(canvasElement);
  const input = c.getByLabelText(`Outers of ${name}`);
  await userEvent.clear(input);
  await userEvent.type(input, keys);
  return { c, input };
}

/**
 * A slip of a key: 5000 typed in the 3-character box is 500, above the large-line bound (100 outers by
 * default): nothing is sent; the box holds 500 and asks, with the keyboard on 'Keep 500 outers'.
 */
export const LargeQuantityAsks: Story = {
  ...largeLine,
  play: async ({ canvasElement, args }) => {
    const { c, input } = await typeInBox(canvasElement, '5000{Enter}');
    await expect(input).toHaveValue('500');
    const question = c.getByRole('group', { name: `Confirm 500 outers of ${name}` });
    await expect(question).toHaveTextContent(`500 outers of ${name}? That is a large quantity for one line.`);
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(c.getByRole('button', { name: 'Keep 500 outers' })).toHaveFocus());
  },
};

/** 'Keep 500 outers' sends it; the question goes. */
export const LargeQuantityKept: Story = {
  ...largeLine,
  play: async ({ canvasElement, args }) => {
    const { c, input } = await typeInBox(canvasElement, '500');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Keep 500 outers' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(500);
    await expect(c.queryByRole('group', { name: /^Confirm/ })).toBeNull();
    await expect(input).toHaveValue('500');
  },
};

/** 'Change' puts the box back to the cart's quantity, with the focus in it to type again; nothing is sent. */
export const LargeQuantityChanged: Story = {
  ...largeLine,
  play: async ({ canvasElement, args }) => {
    const { c, input } = await typeInBox(canvasElement, '250{Enter}');
    await userEvent.click(c.getByRole('button', { name: 'Change' }));
    await expect(input).toHaveValue('5');
    await expect(input).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    // Up to the bound, and by steps, nothing is asked.
    await userEvent.clear(input);
    await userEvent.type(input, '100{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await userEvent.click(c.getByRole('button', { name: `Increase quantity of ${name}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith(101);
    await expect(c.queryByRole('group', { name: /^Confirm/ })).toBeNull();
  },
};

/** Below the default bound, a bound from the store's usual quantity (3 × 4 = 12) asks sooner. */
export const LargeQuantityAgainstUsual: Story = {
  args: { value: 4, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 }, confirmAbove: 12 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const { c } = await typeInBox(canvasElement, '40{Enter}');
    await expect(c.getByRole('group', { name: `Confirm 40 outers of ${name}` })).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
