import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UsualOrder } from '@trade-portal/api-client';
import { messages, type QuantityRule } from '@trade-portal/domain';
import { UsualOrderDialog, usualOrderDialogStates } from './UsualOrderDialog';
import { harbour, longNameProduct, vapora, westwind } from '../shared/fixtures';

const proposal = (over: Partial<UsualOrder['Proposals'][number]> & Pick<UsualOrder['Proposals'][number], 'SKU' | 'Product'>): UsualOrder['Proposals'][number] => ({
  Quantity: 4, MedianQuantity: 4, Adjustment: null, WeeksOrdered: 8, WeeksConsidered: 8, LastOrderedWeeksAgo: 0, AlmostEveryWeek: true, ...over,
});

/** Four staples as the demo store orders them: every week, most weeks, every other week. */
const proposals = [
  proposal({ SKU: harbour.SKU, Product: harbour.Product, Quantity: 4, MedianQuantity: 4 }),
  proposal({ SKU: vapora.SKU, Product: vapora.Product, Quantity: 3, MedianQuantity: 3, WeeksOrdered: 6 }),
  proposal({ SKU: 'NP2001', Product: 'Fjord Mint Pouches 10mg', Quantity: 6, MedianQuantity: 6, WeeksOrdered: 4, LastOrderedWeeksAgo: 1, AlmostEveryWeek: false }),
];
const usualOrder: UsualOrder = { AccountNumber: '400101', Weeks: 8, WeeksConsidered: 8, Proposals: proposals, LeftOut: [], DidYouForget: [harbour.SKU] };
const rules = new Map<string, QuantityRule>([
  [harbour.SKU, harbour],
  [vapora.SKU, vapora],
  [westwind.SKU, westwind],
  ['NP2001', { MinimumOrder: 2, MinimumOrderIncremental: 2 }],
  ['CGR3001', { MinimumOrder: 5, MinimumOrderIncremental: 5 }],
  [longNameProduct.SKU, longNameProduct],
]);

/** Quantities put on the product's steps: a median of 3 on steps of 5, 7 on steps of 2, 3.5 capped… */
const adjusted: UsualOrder = {
  ...usualOrder,
  Proposals: [
    ...proposals.slice(0, 2),
    proposal({ SKU: westwind.SKU, Product: westwind.Product, Quantity: 5, MedianQuantity: 3, Adjustment: 'Minimum', WeeksOrdered: 5 }),
    proposal({ SKU: 'NP2001', Product: 'Fjord Mint Pouches 10mg', Quantity: 8, MedianQuantity: 7.5, Adjustment: 'Increment', WeeksOrdered: 4, AlmostEveryWeek: false }),
  ],
};

/** A former staple now out of stock (its alternative offered), one no longer sold without one, a seasonal cigar. */
const withLeftOut: UsualOrder = {
  ...usualOrder,
  Proposals: [...proposals, proposal({ SKU: 'CGR3001', Product: 'Casa Verde Summer Corona 5s', Quantity: 5, MedianQuantity: 5, WeeksOrdered: 5, LastOrderedWeeksAgo: 0, AlmostEveryWeek: false })],
  LeftOut: [
    {
      SKU: 'RMC1009', Product: 'Harbour Blue 20s', Reason: 'OutOfStock', MedianQuantity: 2, WeeksOrdered: 7, WeeksConsidered: 8, LastOrderedWeeksAgo: 2,
      Alternative: { SKU: longNameProduct.SKU, Product: 'Harbour Blue Superkings 20s', Quantity: 2 },
    },
    { SKU: 'RYO1010', Product: 'Westwind Menthol 30g', Reason: 'Withdrawn', MedianQuantity: 5, WeeksOrdered: 4, WeeksConsidered: 8, LastOrderedWeeksAgo: 3, Alternative: null },
  ],
};

const meta = {
  title: 'UI/Ordering/UsualOrderDialog',
  component: UsualOrderDialog,
  tags: ['autodocs', 'phone'],
  args: { isOpen: true, state: 'ready', usualOrder, rules, inCart: {}, onClose: fn(), onAdd: fn(), onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: usualOrderDialogStates } },
} satisfies Meta<typeof UsualOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const dialogOf = async (el: HTMLElement) => within(await page(el).findByRole('dialog', { name: 'Start from my usual order' }));

/** The usual products, each with why, ticked at its usual outers; one changed and one unticked before adding. */
export const Proposals: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement);
    await expect(d.getByRole('listitem', { name: harbour.Product })).toHaveTextContent('Ordered every week of the last 8 weeks, usually 4 outers');
    await expect(d.getByRole('listitem', { name: vapora.Product })).toHaveTextContent('Ordered in 6 of the last 8 weeks, usually 3 outers');
    await expect(d.getByRole('button', { name: 'Add 3 products to cart' })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: `Increase quantity of ${harbour.Product}` }));
    await userEvent.click(d.getByRole('checkbox', { name: 'Fjord Mint Pouches 10mg' }));
    await userEvent.click(d.getByRole('button', { name: 'Add 2 products to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith([
      { SKU: harbour.SKU, Quantity: 6 },
      { SKU: vapora.SKU, Quantity: 3 },
    ]);
  },
};
/** Quantities that are not the median say why: raised to the minimum, put on the product's steps. */
export const WithAdjustments: Story = {
  args: { usualOrder: adjusted },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    await expect(d.getByRole('listitem', { name: westwind.Product })).toHaveTextContent('Raised to the minimum order of 5 outers');
    await expect(d.getByRole('listitem', { name: 'Fjord Mint Pouches 10mg' })).toHaveTextContent('usually 7 or 8 outers');
    await expect(d.getByRole('listitem', { name: 'Fjord Mint Pouches 10mg' })).toHaveTextContent('Sold in steps of 2 outers: set to 8');
  },
};
/** Usual products that cannot be ordered now, with their reason; ticking the alternative adds it. */
export const WithLeftOutAndAlternative: Story = {
  args: { usualOrder: withLeftOut, inCart: { [vapora.SKU]: 2 } },
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement);
    const out = d.getByRole('listitem', { name: 'Harbour Blue 20s' });
    await expect(out).toHaveTextContent('Out of stock. Ordered in 7 of the last 8 weeks, usually 2 outers, last ordered 2 weeks ago');
    await expect(d.getByRole('listitem', { name: 'Westwind Menthol 30g' })).toHaveTextContent('No longer in the catalogue');
    await expect(d.getByRole('listitem', { name: vapora.Product })).toHaveTextContent('In your cart: 2 outers');
    await userEvent.click(within(out).getByRole('checkbox', { name: 'Add Harbour Blue Superkings 20s instead' }));
    await userEvent.click(d.getByRole('button', { name: 'Add 5 products to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.arrayContaining([{ SKU: longNameProduct.SKU, Quantity: 2 }]));
  },
};
/** The usual order is on its way. */
export const Loading: Story = {
  args: { state: 'loading', usualOrder: undefined },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    await expect(d.getByLabelText('Loading your usual order')).toHaveAttribute('aria-busy', 'true');
  },
};
/** A store without orders is told so plainly. */
export const Empty: Story = {
  args: { usualOrder: { ...usualOrder, WeeksConsidered: 0, Proposals: [], DidYouForget: [] } },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    await waitFor(() => expect(d.getByText(/Your store has no orders yet/)).toBeVisible());
    await expect(d.queryByRole('button', { name: /Add/ })).toBeNull();
  },
};
/** Orders, but nothing ordered in half of the weeks. */
export const NothingUsualYet: Story = { args: { usualOrder: { ...usualOrder, WeeksConsidered: 3, Proposals: [], DidYouForget: [] } } };
/** It could not be loaded: the server's message and 'Try again'. */
export const LoadError: Story = {
  args: { state: 'error', usualOrder: undefined, errorMessage: messages.internalError },
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent(messages.internalError);
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** 'Add' pressed: everything stays still and the dialog open until the cart answers. */
export const Adding: Story = {
  args: { state: 'adding' },
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement);
    await waitFor(() => expect(d.getByRole('checkbox', { name: harbour.Product })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
/** The cart refused the lines: nothing was added, and the message says why. */
export const AddRefused: Story = {
  args: { errorMessage: 'The quantity for Harbour Gold 20s is not valid.' },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent('Nothing was added.');
  },
};
/** Every line unticked: there is nothing to add. */
export const NothingTicked: Story = {
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    for (const box of d.getAllByRole('checkbox')) await userEvent.click(box);
    await expect(d.getByRole('button', { name: 'Add 0 products to cart' })).toBeDisabled();
  },
};
