import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkQuickOrder, parseQuickOrder, type QuickOrderProduct } from '@trade-portal/domain/quick-order';
import { QuickOrderForm } from './QuickOrderForm';
import { QuickOrderReport } from './QuickOrderReport';

const products: QuickOrderProduct[] = [
  { SKU: 'RMC1001', Product: 'Harbour Gold 20s', PackBarCode: '5012345100017', MinimumOrder: 1, MinimumOrderIncremental: 1 },
  { SKU: 'RYO0301', Product: 'Westwind Smooth 50g', PackBarCode: '5012345030109', MinimumOrder: 4, MinimumOrderIncremental: 2 },
  { SKU: 'CGR1003', Product: 'Casa Verde Robusto 5s', PackBarCode: '5012345100314', MinimumOrder: 1, MinimumOrderIncremental: 1, OutOfStock: true },
  { SKU: 'RMC0990', Product: 'Harbour Silver 20s', PackBarCode: '5012345099014', MinimumOrder: 1, MinimumOrderIncremental: 1, IsArchived: true },
  { SKU: 'NICP0412', Product: 'Fjord Mint Pouches 12mg', PackBarCode: '5012345041204', MinimumOrder: 5, MinimumOrderIncremental: 5 },
];
const report = (text: string, cart: Record<string, number> = {}) => checkQuickOrder(parseQuickOrder(text).entries, products, new Map(Object.entries(cart)));
const mixed = report('RMC1001 6\nRYO0301\t5\n5012345041204,3\nCGR1003 2\nRMC0990 1\nXYZ999 4\nRMC1001 2\nRYO0301 lots\nRMC1001', { NICP0412: 5 });
const alternative = { SKU: 'CGR1010', Product: 'Casa Verde Corona 5s' };

const formMeta = {
  title: 'UI/Ordering/QuickOrder',
  component: QuickOrderForm,
  tags: ['autodocs', 'phone'],
  args: { value: '', onChange: fn(), onCheck: fn(), onFile: fn() },
} satisfies Meta<typeof QuickOrderForm>;
export default formMeta;
type Story = StoryObj<typeof formMeta>;

/** The form with its text kept in state, as the page keeps it. */
function TypedForm(props: Parameters<typeof QuickOrderForm>[0]) {
  const [value, setValue] = useState(props.value);
  return <QuickOrderForm {...props} value={value} onChange={setValue} />;
}

/** The empty box, its format explained; Ctrl + Enter checks like the button. */
export const Form: Story = {
  render: (args) => <TypedForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: 'Lines to order' });
    await userEvent.type(box, 'RMC1001 6');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: 'Check lines' }));
    await expect(args.onCheck).toHaveBeenCalledTimes(2);
    await expect(c.getByRole('button', { name: 'Upload CSV' })).toBeEnabled();
  },
};
/** Lines pasted from a spreadsheet (tabs) and an email (spaces). */
export const FormFilled: Story = { args: { value: 'RMC1001\t6\nRYO0301\t4\n5012345041204 10' } };
/** 'Check lines' pressed with nothing in the box. */
export const FormEmptyError: Story = { args: { errorMessage: 'Paste or type at least one line.' } };
/** While the catalogue loads. */
export const FormPending: Story = { args: { value: 'RMC1001 6', isPending: true } };

type ReportStory = StoryObj<typeof QuickOrderReport>;
const reportArgs = { report: mixed, onAdd: fn(), onEdit: fn(), onAddAlternative: fn(), alternatives: new Map([['CGR1003', alternative]]) };

/** Every outcome in one report: added, adjusted (from what to what), summed lines, unknown, out of stock with its alternative, no longer sold, no quantity, not a quantity. */
export const Report: ReportStory = {
  render: (args) => <QuickOrderReport {...reportArgs} {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Check before adding' });
    await expect(region).toHaveTextContent('9 lines checked: 1 to add as written, 2 adjusted to a valid step, 1 unknown code, 1 out of stock, 1 no longer sold, 1 without a quantity, 1 not a quantity.');
    const [gold, goldWithout] = c.getAllByRole('listitem', { name: 'Harbour Gold 20s' });
    await expect(gold).toHaveTextContent('Lines 1, 7');
    await expect(gold).toHaveTextContent('Adds 8 outers');
    const westwind = c.getAllByRole('listitem', { name: 'Westwind Smooth 50g' });
    await expect(westwind[1]).toHaveTextContent('Line 8 · SKU RYO0301“lots” is not a quantity: write a whole number of outers');
    // A line with nothing after its code is 'without a quantity', apart from the one that is not a number.
    await expect(goldWithout).toHaveTextContent('Line 9 · SKU RMC1001No quantity: write the outers after the code');
    await expect(westwind[0]).toHaveTextContent('5 outers asked, adds 6 outers: sold in steps of 2 outers from 4');
    await expect(c.getByRole('listitem', { name: 'Fjord Mint Pouches 12mg' })).toHaveTextContent('in cart 5 to 10');
    await expect(c.getByRole('listitem', { name: 'XYZ999' })).toHaveTextContent('Unknown code');
    await userEvent.click(c.getByRole('button', { name: 'Add Casa Verde Corona 5s' }));
    await expect(reportArgs.onAddAlternative).toHaveBeenCalledWith(alternative);
    await userEvent.click(c.getByRole('button', { name: 'Add 3 lines to cart (19 outers)' }));
    await expect(reportArgs.onAdd).toHaveBeenCalled();
  },
};
/** Every line can be added as written. */
export const ReportAllAdded: ReportStory = { render: () => <QuickOrderReport {...reportArgs} report={report('RMC1001 6\nRYO0301 8')} /> };
/** Nothing can be added: no button, and why. */
export const ReportNothingToAdd: ReportStory = {
  render: () => <QuickOrderReport {...reportArgs} report={report('XYZ999 4\nCGR1003 2')} alternatives={new Map([['CGR1003', null]])} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nothing here can be added.')).toBeVisible();
    await expect(c.queryByRole('button', { name: /^Add \d/ })).toBeNull();
  },
};
export const ReportAdding: ReportStory = { render: () => <QuickOrderReport {...reportArgs} isAdding /> };
/** The server refused: nothing was added, and its Message says why. */
export const ReportError: ReportStory = { render: () => <QuickOrderReport {...reportArgs} errorMessage="Your session has changed store. Check the lines again." /> };
/** Added: the outcome, and the way to the cart. */
export const ReportAdded: ReportStory = {
  render: () => <QuickOrderReport {...reportArgs} added={{ lines: 3, outers: 19 }} addedAlternatives={new Set(['CGR1010'])} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Added to your cart: 3 lines, 19 outers.');
    await expect(c.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    await expect(c.queryByRole('button', { name: /to cart/ })).toBeNull();
  },
};
