import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuideCard, GuideCardSkeleton } from './GuideCard';
import { guides, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/GuideCard',
  component: GuideCard,
  tags: ['autodocs'],
  args: { guide: guides[0]!, isNew: true, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}><Story /></div>],
} satisfies Meta<typeof GuideCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new guide: 'New', the cover with its size, the title opening /pdf/p4p/{slug} in a new tab. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('New')).toBeInTheDocument();
    const link = c.getByRole('link', { name: 'Display rules at a glance (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/pdf/p4p/display-rules-at-a-glance');
    await expect(link).toHaveAttribute('target', '_blank');
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '800');
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
export const NotNew: Story = {
  args: { guide: guides[5]!, isNew: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('New')).toBeNull();
  },
};
/** §8: the tracking call's 401 text under the card. */
export const SessionExpired: Story = {
  args: { errorMessage: 'Session has expired. Please refresh your browser and log back in.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Session has expired. Please refresh your browser and log back in.');
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-describedby', alert.id);
  },
};
/** §8: the tracking call's internal-error text. */
export const ServerError: Story = {
  args: { errorMessage: 'Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Sorry, our server has encountered an internal error/);
  },
};
export const Loading: Story = {
  render: () => <GuideCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
export const Phone: Story = { globals: phoneViewport };
