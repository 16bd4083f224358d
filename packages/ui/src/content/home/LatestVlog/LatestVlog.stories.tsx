import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LatestVlog } from './LatestVlog';
import { phoneViewport, vlog } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/LatestVlog',
  component: LatestVlog,
  tags: ['autodocs', 'phone'],
  args: { vlog, status: 'success', onPlay: fn() },
} satisfies Meta<typeof LatestVlog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2.9: the video (poster only until pressed), its title, 'N Views' and the posted date. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Latest Vlog' })).toHaveAttribute('data-state', 'loaded');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Autumn trade update' })).toBeInTheDocument();
    await expect(canvas.getByText('41 Views')).toBeInTheDocument();
    await expect(canvas.getByText('20th November 2026')).toHaveAttribute('datetime', '2026-11-20T09:00:00Z');
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay');
    await waitFor(() => expect(video).toHaveAttribute('src', '/assets/cms/clip-waves.webm'));
    await expect(video).toHaveAttribute('controls');
    video.dispatchEvent(new Event('play'));
    await expect(args.onPlay).toHaveBeenCalledWith(1);
  },
};

/** One view is '1 View'; any other count is 'N Views' (see Loaded, and Many). */
export const OneView: Story = {
  args: { vlog: { ...vlog, Views: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 View')).toBeInTheDocument();
  },
};

export const Many: Story = {
  args: { vlog: { ...vlog, Views: 1280 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,280 Views')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { vlog: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the latest vlog');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** No vlog posted (a 404) or the call failed: the block shows nothing. */
export const NotAvailable: Story = {
  args: { vlog: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    const box = video.parentElement!.getBoundingClientRect();
    await expect(box.height).toBeCloseTo((box.width * 720) / 1280, 0);
  },
};
