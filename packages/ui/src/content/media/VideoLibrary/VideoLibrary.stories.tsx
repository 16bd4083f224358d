import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VideoLibrary, VlogLibrary } from './VideoLibrary';
import { phoneViewport, videos, vlogs } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/VideoLibrary',
  component: VideoLibrary,
  tags: ['autodocs', 'phone'],
  args: { videos, status: 'success', onPlay: fn() },
} satisfies Meta<typeof VideoLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /videos: the IsHero video large at the top, the others as cards; one plays at a time. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const hero = c.getByRole('article', { name: 'Welcome to the Trade Portal' });
    await expect(hero.closest('ul')).toBeNull();
    const more = c.getByRole('list', { name: 'More videos' });
    await expect(within(more).getAllByRole('article').map((a) => a.getAttribute('data-video-id'))).toEqual(['2', '3', '4']);
    const video = more.querySelector('video')!;
    video.dispatchEvent(new Event('play'));
    await expect(args.onPlay).toHaveBeenCalledWith(videos[1], video);
  },
};
/** With no IsHero video, the first is shown large. */
export const NoHeroFlagged: Story = {
  args: { videos: videos.map((v) => ({ ...v, IsHero: false })).slice(1) },
  play: async ({ canvasElement }) => {
    const hero = canvasElement.querySelector('[data-state="loaded"] > article')!;
    await expect(hero).toHaveAttribute('data-video-id', '2');
  },
};
export const Loading: Story = {
  args: { videos: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading videos');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};
/** §8 CMS fetch failure. */
export const Failed: Story = {
  args: { videos: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Assets not available!');
  },
};
export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Assets not available!');
  },
};
export const Phone: Story = { globals: phoneViewport };

/** /vlogs: the newest large, then the others with their views and dates. */
export const Vlogs: Story = {
  render: () => <VlogLibrary vlogs={vlogs} status="success" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('article', { name: 'Autumn trade update' }).closest('ul')).toBeNull();
    const more = c.getByRole('list', { name: 'More vlogs' });
    await expect(within(more).getByText('1 View')).toBeInTheDocument();
    await expect(within(more).getByText('1,280 Views')).toBeInTheDocument();
  },
};
export const VlogsLoading: Story = {
  render: () => <VlogLibrary vlogs={undefined} status="pending" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading vlogs');
  },
};
export const VlogsFailed: Story = {
  render: () => <VlogLibrary vlogs={undefined} status="error" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Assets not available!');
  },
};
export const VlogsPhone: Story = { render: () => <VlogLibrary vlogs={vlogs} status="success" />, globals: phoneViewport };
