import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Product } from '@trade-portal/api-client';
import { stockCardTourMachine, type SaveTourProgressInput } from '@trade-portal/machines';
import { Box, Heading, Link, Stack, StockCardList, Text } from '@trade-portal/ui';
import { StockCardTourView } from './StockCardTour';
import { stockCardTourSteps } from './tourSteps';

/**
 * The stock card tour (§3, §4) on a stand-in of /stock-card with the page's parts (the list, a stepper,
 * a remove star, the cart bar, the Place Order link): the real tour machine with a spy in place of
 * SubmitStockcardTour.
 */
const save = fn(async (_progress: SaveTourProgressInput): Promise<void> => {});
const machine = stockCardTourMachine.provide({ actors: { saveTourProgress: fromPromise(({ input }: { input: SaveTourProgressInput }) => save(input)) } });

const product = (SKU: string, name: string, extra: Partial<Product> = {}): Product => ({
  SKU, Product: name, Brand: name.split(' ')[0]!, Category: 'RMC', PriceOuter: 128.33, PricePackRrp: 16.2, PackSize: 10, PackBarCode: '5000000000000',
  OuterImage: '', MinimumOrder: 2, MinimumOrderIncremental: 2, OutOfStock: false, PriceListOrder: 1, StockCardOrder: 1, IsArchived: false, LowStock: false,
  HasPrizes: false, IsFastestGrowingProduct: false, Discount: 0, HasBeenBoughtByText: null, IsBestSeller: false, NewArrival: false, ...extra,
} as Product);
const card = [
  product('RMC1043', 'Harbour Bright 23s', { OutOfStock: true }),
  product('RMC1005', 'Harbour Original Superkings 20s', { StockCardOrder: 2 }),
  product('RMC1082', 'Marlow Blue 23s', { StockCardOrder: 3, MinimumOrder: 1, MinimumOrderIncremental: 1 }),
];

function Page({ Step, Completed = false }: { Step: number; Completed?: boolean }) {
  const pageRef = useRef<HTMLElement>(null);
  return (
    <Box as="main" ref={pageRef} padding="large">
      <Stack gap="large">
        <Heading level="1">My Stock Card</Heading>
        <Link href="/place-order" variant="standalone" data-tour="place-order">Add products from Place Order</Link>
        <Text as="p" data-tour="cart">3 products · Cart: 4 outers · €631.39</Text>
        <div data-tour="list">
          <StockCardList products={card} quantities={{ RMC1005: 4 }} inCart={{ RMC1005: 4 }} onQuantityChange={fn()} onRemove={fn()} />
        </div>
      </Stack>
      <StockCardTourView progress={{ Completed, Step }} pageRef={pageRef} contentKey="" machine={machine} quietMs={0} />
    </Box>
  );
}

const meta = {
  title: 'Portal/StockCard/Tour',
  component: Page,
  tags: ['autodocs', 'phone'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'The stock-card tour of /stock-card (§2.1, ADR 0012) wired to its machine with fake actors: a story per step of the tour, from the starting `Step`.' } },
  },
  args: { Step: 0 },
  beforeEach: () => {
    save.mockClear();
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A first visit: step 1 of 5 on the list; Next walks the steps, saving each; Finish completes. */
export const FromTheStart: Story = {
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    for (const [i, step] of stockCardTourSteps.entries()) {
      const dialog = await b.findByRole('dialog', { name: step.title });
      await expect(within(dialog).getByText(`Step ${i + 1} of ${stockCardTourSteps.length}`)).toBeInTheDocument();
      await waitFor(() => expect(dialog).toHaveFocus());
      await waitFor(() => expect(dialog).toHaveAttribute('data-placed'));
      await userEvent.click(within(dialog).getByRole('button', { name: i === stockCardTourSteps.length - 1 ? 'Finish' : 'Next' }));
    }
    await waitFor(() => expect(b.queryByRole('dialog')).toBeNull());
    await expect(save.mock.calls.map((c) => c[0])).toEqual([
      { Completed: false, Step: 1 }, { Completed: false, Step: 2 }, { Completed: false, Step: 3 }, { Completed: false, Step: 4 }, { Completed: true, Step: 4 },
    ]);
  },
};
/** Resumed at the saved step: the cart bar is highlighted and described by the step. */
export const ResumedAtSavedStep: Story = {
  args: { Step: 3 },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Your cart as you go' });
    await expect(within(dialog).getByText('Step 4 of 5')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-tour-highlight]')).toHaveAccessibleDescription(stockCardTourSteps[3]!.description));
  },
};
/** The remove star's step. */
export const RemoveStep: Story = { args: { Step: 2 } };
/** Skip ends the tour as completed: it is not offered again (ADR 0012). */
export const SkipCompletes: Story = {
  args: { Step: 1 },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const dialog = await b.findByRole('dialog', { name: 'Set your quantities' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-placed'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(b.queryByRole('dialog')).toBeNull());
    await expect(save).toHaveBeenLastCalledWith({ Completed: true, Step: 1 });
    // Focus goes back to the page, not lost.
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body);
  },
};
/** A completed tour shows nothing. */
export const Completed: Story = {
  args: { Step: 4, Completed: true },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
export const Phone: Story = { args: { Step: 1 }, globals: { viewport: { value: 'phone', isRotated: false } } };
