import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import { phoneViewport, videos } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/VideoCard',
  component: VideoCard,
  tags: ['autodocs'],
  args: { video: videos[1]!, onPlay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof VideoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A library card: poster, native controls, nothing loaded before a press, the title naming the video. */
export const Card: Story = {
  play: async ({ canvasElement, args }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Ordering in three steps' });
    const video = article.querySelector('video')!;
    await expect(video).toHaveAttribute('preload', 'none');
    // In view: the native controls are set (they are put off only while the video is far from the viewport).
    await waitFor(() => expect(video).toHaveAttribute('controls'));
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('width', '1280');
    await expect(video).toHaveAttribute('height', '720');
    await expect(video).toHaveAccessibleName('Ordering in three steps');
    await expect(within(article).getByText('Find products, set quantities in outers and check out.')).toBeInTheDocument();
    video.dispatchEvent(new Event('play'));
    await expect(args.onPlay).toHaveBeenCalledWith(video);
  },
};
/** The large one at the top of /videos: the title beside the video on desktop. */
export const Hero: Story = {
  tags: ['phone'],
  args: { video: videos[0]!, size: 'hero' },
  decorators: [(Story) => <div style={{ maxWidth: 1232 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Welcome to the Trade Portal' })).toBeInTheDocument();
  },
};
export const LongText: Story = {
  args: { video: { ...videos[2]!, Title: 'Your Track and Trace codes: what the economic operator and facility identifiers are, and how to keep them up to date', Desc: 'Both codes are issued by the national ID issuer. '.repeat(4) } },
};
export const Loading: Story = {
  render: () => <VideoCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
export const Phone: Story = { args: { video: videos[0]!, size: 'hero' }, globals: phoneViewport };
