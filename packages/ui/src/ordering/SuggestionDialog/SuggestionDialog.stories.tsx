import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { SuggestionDialog, suggestionDialogStates, type SuggestionDialogProps, type SuggestionLine } from './SuggestionDialog';
import { casaVerde, catalogue, harbour, longNameProduct, phoneViewport, vapora, westwind } from '../shared/fixtures';

const lines: SuggestionLine[] = [
  { product: harbour, suggestedQuantity: 6 },
  { product: vapora, suggestedQuantity: 3 },
  { product: westwind, suggestedQuantity: 10 },
  { product: casaVerde, suggestedQuantity: 5 },
];
const inCart = { RMC1001: 6, EVAP1002: 3, RYO1004: 10 };

/** The dialog with the cart quantities held in the story, as the portal's cart editor would. */
function Controlled(props: SuggestionDialogProps) {
  const [quantities, setQuantities] = useState(props.quantities ?? {});
  return (
    <SuggestionDialog
      {...props}
      quantities={quantities}
      onQuantityChange={(sku, n) => {
        setQuantities((q) => ({ ...q, [sku]: n }));
        props.onQuantityChange?.(sku, n);
      }}
    />
  );
}

const meta = {
  title: 'UI/Ordering/SuggestionDialog',
  component: SuggestionDialog,
  tags: ['autodocs', 'phone'],
  args: {
    isOpen: true,
    source: 'BA',
    baName: "Siobhán O'Connor",
    agreedDate: '2026-11-21T10:00:00Z',
    additionalInfo: 'Agreed at our visit on Thursday: top up your best sellers ahead of the bank holiday weekend.',
    products: lines,
    state: 'added',
    quantities: inCart,
    onQuantityChange: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onGoToCart: fn(),
    onClose: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: suggestionDialogStates }, source: { control: 'inline-radio', options: ['BA', 'TM'] } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SuggestionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** A BA suggestion, added at session start: who, when, the note; quantities change before checkout. */
export const BrandAmbassadorAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Suggested products added to your cart' });
    const d = within(dialog);
    await expect(dialog).toHaveTextContent("Siobhán O'Connor suggested these products on 21 November 2026.");
    await userEvent.click(d.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('RMC1001', 8);
    await expect(d.getByRole('listitem', { name: 'Harbour Gold 20s' })).toHaveTextContent('In cart: 8');
    // The out-of-stock product was not added and has no stepper.
    await expect(d.getByRole('listitem', { name: casaVerde.Product })).toHaveTextContent('Out of stock');
    await userEvent.click(d.getByRole('button', { name: 'Go to cart' }));
    await expect(args.onGoToCart).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
/** A TM suggestion offered in the tm-suggested popup: suggested quantities, 'No thanks' or 'Add to cart'. */
export const TerritoryManagerOffered: Story = {
  args: { source: 'TM', baName: 'Ciarán Walsh', state: 'offered', quantities: {}, additionalInfo: 'Salthill summer range: the seafront trade picks up from next week.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Suggested by your territory manager' });
    const d = within(dialog);
    await expect(d.getByRole('listitem', { name: 'Harbour Gold 20s' })).toHaveTextContent('6 outers');
    await expect(d.queryByRole('group')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'No thanks' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};
/** 'Add to cart' pressed: the products are on their way; nothing dismisses the dialog meanwhile. */
export const Adding: Story = {
  args: { ...TerritoryManagerOffered.args, state: 'adding' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Adding the suggested products' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
/** The TM suggestion after 'Add to cart': the same quantity view as a BA one. */
export const TerritoryManagerAdded: Story = { args: { ...TerritoryManagerOffered.args, state: 'added', quantities: inCart } };
/** Adding failed: the server's message, 'Try again' and 'Close'. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: messages.internalError },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'The suggested products could not be added' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.internalError);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};
/** A long name, a long note, a long product name. */
export const LongText: Story = {
  args: {
    baName: 'Máire Ní Bhriain-Fitzgerald, Senior Brand Ambassador for the West',
    additionalInfo: 'Agreed at our visit: '.concat('top up the best sellers, a first case of the new pouch flavours, and the festive multipacks. '.repeat(4)),
    products: [{ product: longNameProduct, suggestedQuantity: 12 }, ...lines.slice(0, 2)],
    quantities: { ...inCart, [longNameProduct.SKU]: 12 },
  },
};
/** A suggestion of twelve products: the dialog scrolls, its buttons at the end. */
export const ManyProducts: Story = {
  args: {
    products: catalogue.slice(0, 12).map((product, i) => ({ product, suggestedQuantity: product.MinimumOrder * (1 + (i % 3)) })),
    quantities: Object.fromEntries(catalogue.slice(0, 12).map((p, i) => [p.SKU, p.OutOfStock ? 0 : p.MinimumOrder * (1 + (i % 3))])),
  },
};
export const Phone: Story = { globals: phoneViewport };
export const PhoneTerritoryManagerOffered: Story = { args: TerritoryManagerOffered.args, globals: phoneViewport };
export const PhoneLongText: Story = { args: LongText.args, globals: phoneViewport };
/** Focus goes into the dialog when it opens and back to the trigger when it closes. */
export const FocusReturns: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Show suggestion</button>
        <Controlled {...args} isOpen={open} onClose={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show suggestion' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Suggested products added to your cart' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
