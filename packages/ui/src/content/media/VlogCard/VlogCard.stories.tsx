import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VlogCard, VlogCardSkeleton, formatViews } from '.';
import { phoneViewport, vlogs } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/VlogCard',
  component: VlogCard,
  tags: ['autodocs'],
  args: { vlog: vlogs[0]!, onPlay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof VlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2.9 words: 'N Views' and the posted date (§9 ordinal). */
export const ManyViews: Story = {
  play: async ({ canvasElement, args }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Autumn trade update' });
    await expect(within(article).getByText('41 Views')).toHaveAttribute('data-views', '41');
    await expect(within(article).getByText('20th November 2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00Z');
    const video = article.querySelector('video')!;
    await expect(video).toHaveAttribute('preload', 'none');
    video.dispatchEvent(new Event('play'));
    await expect(args.onPlay).toHaveBeenCalledWith(video);
  },
};
/** Exactly one view is '1 View'. */
export const OneView: Story = {
  args: { vlog: vlogs[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 View')).toBeInTheDocument();
    await expect(formatViews(0)).toBe('0 Views');
    await expect(formatViews(1280)).toBe('1,280 Views');
  },
};
export const Hero: Story = {
  tags: ['phone'],
  args: { size: 'hero' },
  decorators: [(Story) => <div style={{ maxWidth: 1232 }}><Story /></div>],
};
export const Loading: Story = {
  render: () => <VlogCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
export const Phone: Story = { args: { vlog: vlogs[2]! }, globals: phoneViewport };
