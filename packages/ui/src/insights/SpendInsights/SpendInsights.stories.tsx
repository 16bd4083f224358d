import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SpendInsights, spendScopes } from './SpendInsights';
import { empty, fullYear, oneMonth, secondStore } from './fixtures';

const meta = {
  title: 'UI/Insights/SpendInsights',
  component: SpendInsights,
  tags: ['autodocs', 'phone'],
  args: { stores: [fullYear], onDownload: fn(), onRetry: fn() },
  argTypes: { scope: { control: 'inline-radio', options: spendScopes } },
} satisfies Meta<typeof SpendInsights>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full year: 12 months by category, this month against last year, VAT per quarter, the top products. */
export const FullYear: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('img', { name: /^Net spend from Dec 2025 to Nov 2026/ })).toBeVisible();
    await expect(c.getByRole('img', { name: /^VAT at 23 % per quarter/ })).toBeVisible();
    await expect(c.getByText(/November 2025 to the 27th: €4,013.50 net, [+−]\d+\.\d %/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Download for my accountant' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};
/** 'Show as tables' pressed with the keyboard: each chart's figures as a table, the charts gone. */
export const AsTables: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Show as tables' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(c.queryAllByRole('img')).toHaveLength(0));
    const months = c.getByRole('table', { name: 'Net spend per month by category, EUR' });
    await expect(within(months).getAllByRole('row')).toHaveLength(13);
    await expect(c.getByRole('table', { name: 'VAT at 23 % per calendar quarter, EUR' })).toBeVisible();
    await expect(within(c.getByRole('table', { name: 'Top products by spend, last 12 months' })).getByRole('rowheader', { name: 'Harbour Gold 20s' })).toBeVisible();
  },
};
/** A new store: nothing invoiced yet, said plainly; the CSV can still be downloaded. */
export const EmptyHistory: Story = {
  args: { stores: [empty] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No invoiced orders in the last 12 months/)).toBeVisible();
  },
};
/** Orders this month only: one bar, and no base last year, so no percentage. */
export const OneMonth: Story = {
  args: { stores: [oneMonth] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing was invoiced in November 2025 to the 27th, so there is no change to compare/)).toBeVisible();
  },
};
/** All my stores side by side, chosen with the radio group. */
export const SeveralStores: Story = {
  args: { stores: [fullYear, secondStore], hasSeveralStores: true, scope: 'all', onScopeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: /Harbour News, Pier Road/ })).toBeVisible();
    await expect(c.getByRole('radio', { name: 'All my stores' })).toBeChecked();
    await userEvent.click(c.getByRole('radio', { name: 'This store' }));
    await expect(args.onScopeChange).toHaveBeenCalledWith('store');
  },
};
export const Loading: Story = { args: { stores: undefined, isLoading: true } };
export const WithError: Story = {
  args: { stores: undefined, errorMessage: 'Something went wrong. Please try again. (Reference: 7f3a9c1e)' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** The CSV download failed: its message under the controls, the figures stay. */
export const DownloadFailed: Story = { args: { downloadError: 'The file could not be downloaded. Please try again.' } };
/** Tier 3 (§6): no figures and no download, the order views' message. */
export const Tier3: Story = {
  args: { restrictedMessage: 'Orders are not available for this store. Please contact your BA.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Orders are not available for this store. Please contact your BA.')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Download for my accountant' })).toBeNull();
  },
};
