import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { UnavailableLines, type UnavailableLine } from './UnavailableLines';
import { longNameProduct, phoneViewport } from '../shared/fixtures';

const outOfStock: UnavailableLine = {
  sku: 'CGR1003', productName: 'Casa Verde Robusto 5s', quantity: 10, reason: 'OutOfStock',
  alternative: { sku: 'CGR1010', productName: 'Casa Verde Corona 5s', quantity: 5, priceOuter: 118.4 },
};
const lines: UnavailableLine[] = [
  outOfStock,
  { sku: 'RMC0990', productName: 'Harbour Silver 20s', quantity: 4, reason: 'Archived' },
  { sku: 'NICP0412', productName: 'Fjord Mint Pouches 12mg', quantity: 6, reason: 'Withdrawn' },
  { sku: 'RYO0301', productName: 'Westwind Smooth 50g', quantity: 5, reason: 'OutOfStock', alternative: null },
];

const meta = {
  title: 'UI/Ordering/UnavailableLines',
  component: UnavailableLines,
  tags: ['autodocs', 'phone'],
  args: { lines, onRemove: fn(), onSwap: fn() },
} satisfies Meta<typeof UnavailableLines>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each reason in the retailer's words; the out-of-stock line with an alternative offers a swap. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Not available' });
    await expect(region).toHaveTextContent('No longer sold');
    await expect(region).toHaveTextContent('Withdrawn from the catalogue');
    await userEvent.click(c.getByRole('button', { name: 'Swap for Casa Verde Corona 5s' }));
    await expect(args.onSwap).toHaveBeenCalledWith('CGR1003', outOfStock.alternative);
    await userEvent.click(c.getByRole('button', { name: 'Remove Harbour Silver 20s' }));
    await expect(args.onRemove).toHaveBeenCalledWith('RMC0990');
    // No alternative: no swap, only Remove.
    await expect(c.getAllByRole('button', { name: /^Swap for/ })).toHaveLength(1);
  },
};
export const OneLine: Story = { args: { lines: [outOfStock] } };
/** The alternative is still being asked for: Remove only, for now. */
export const AlternativeLoading: Story = { args: { lines: [{ ...outOfStock, alternative: undefined }] } };
export const Saving: Story = { args: { saving: { CGR1003: true } } };
export const WithError: Story = { args: { errors: { CGR1003: messages.errorUpdatingProduct } } };
/** Nothing unavailable: the section is not there. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
export const LongNames: Story = {
  args: {
    lines: [
      { ...outOfStock, productName: longNameProduct.Product, alternative: { ...outOfStock.alternative!, productName: `${longNameProduct.Product} (refill)` } },
      lines[1]!,
    ],
  },
};
export const Phone: Story = { globals: phoneViewport };
export const PhoneLongNames: Story = { args: LongNames.args, globals: phoneViewport };
