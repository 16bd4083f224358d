import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../shared/fixtures';
import { DeliveryClaimStatus } from './DeliveryClaimStatus';

const lines = [
  { sku: 'RMC1006', product: 'Northgate Smooth Superkings 20s', reason: 'Damaged' as const, outers: 1, netAmount: 126.39 },
  { sku: 'EVP2003', product: 'Vaporo Pod Mint 2ml', reason: 'Short' as const, outers: 2, netAmount: 38.4 },
];

const meta = {
  title: 'UI/Ordering/DeliveryClaimStatus',
  component: DeliveryClaimStatus,
  tags: ['autodocs'],
  args: {
    claimNumber: 'CL000012',
    status: 'UnderReview',
    lines,
    netAmount: 164.79,
    history: [{ when: 'Today, 09:12', status: 'UnderReview', reason: null }],
    creditNote: null,
    onDownloadCreditNote: fn(),
  },
} satisfies Meta<typeof DeliveryClaimStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, waiting for the manufacturer: a damaged line (with its photo) is never decided at once. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Claim CL000012' })).toBeVisible();
    await expect(c.getByText('Under review')).toBeVisible();
    await expect(c.getByText('Northgate Smooth Superkings 20s: Damaged, 1 outer, €126.39 net')).toBeVisible();
    await expect(c.queryByRole('button', { name: /Download credit note/ })).toBeNull();
  },
};

/** Accepted (at once, or by the manufacturer): the credit note to download. */
export const Accepted: Story = {
  args: {
    status: 'Accepted',
    history: [
      { when: 'Today, 09:12', status: 'UnderReview', reason: null },
      { when: 'Today, 14:40', status: 'Accepted', reason: 'Photo shows the damage.' },
    ],
    creditNote: { number: 'CN000007', total: 202.69 },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Accepted')).toBeVisible();
    await expect(c.getByText('Today, 14:40: accepted. Photo shows the damage.')).toBeVisible();
    await expect(c.getByText('Credit note CN000007: €202.69 including VAT.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Download credit note CN000007' }));
    await expect(args.onDownloadCreditNote).toHaveBeenCalledTimes(1);
  },
};

/** The credit note's download under way, then failed. */
export const Downloading: Story = { args: { ...Accepted.args, isDownloading: true } };
export const DownloadFailed: Story = {
  args: { ...Accepted.args, downloadError: 'The credit note could not be downloaded. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The credit note could not be downloaded. Try again.');
  },
};

/** Rejected by the manufacturer, with the reason the store reads. */
export const Rejected: Story = {
  args: {
    status: 'Rejected',
    history: [
      { when: '1 Dec, 09:12', status: 'UnderReview', reason: null },
      { when: 'Today, 10:05', status: 'Rejected', reason: 'Best-before dates were in date on delivery.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Rejected')).toBeVisible();
    await expect(c.getByText('Today, 10:05: rejected. Best-before dates were in date on delivery.')).toBeVisible();
  },
};

export const Phone: Story = { args: { ...Accepted.args }, globals: phoneViewport };
