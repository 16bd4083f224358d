import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tier3NoticeView } from './Tier3Notice';

/**
 * What Home says to a store at TierAccessLevel 3 (§6): once, what the store can use here and whom to call
 * to order; after an ordering page has sent it to Home, that too.
 */
const meta = {
  title: 'Portal/Tier3Notice',
  component: Tier3NoticeView,
  args: { accountName: 'Corner Shop Ballina', phone: '083 456 7890', refused: false },
} satisfies Meta<typeof Tier3NoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On Home, opened directly: what the store can do, and the advisor's number as a tap-to-call link. */
export const OnHome: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement);
    await expect(notice.getByText('Ordering is not open to this store in the portal')).toBeVisible();
    await expect(notice.getByRole('link', { name: '083 456 7890' })).toHaveAttribute('href', 'tel:0834567890');
    await expect(notice.queryByText(/The page you opened is for ordering/)).toBeNull();
  },
};

/** Sent from an ordering page (/place-order, /cart, /my-orders…): it says why the store is on Home. */
export const AfterAnOrderingPage: Story = {
  args: { refused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The page you opened is for ordering, so you are on Home.')).toBeVisible();
  },
};

/** No advisor's phone on record, and a store without a name: the words stand without a link. */
export const WithoutAPhone: Story = {
  args: { accountName: '', phone: null },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement);
    await expect(notice.getByText(/^This store can read the news/)).toBeVisible();
    await expect(notice.queryByRole('link')).toBeNull();
  },
};
