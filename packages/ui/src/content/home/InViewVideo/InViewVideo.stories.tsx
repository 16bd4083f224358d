import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InViewVideo } from './InViewVideo';
import { picture } from '../shared/fixtures';

const poster = picture('Clip', '#0b2341', '#0f766e', 800, 600);

const meta = {
  title: 'UI/Content/InViewVideo',
  component: InViewVideo,
  tags: ['autodocs'],
  args: { src: '/assets/cms/clip-waves.webm', poster, width: 800, height: 600 },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof InViewVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ambient: muted, looping, inline, hidden from assistive technology, with a pause button (WCAG 2.2.2). */
export const Ambient: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await waitFor(() => expect(video).toHaveAttribute('src', '/assets/cms/clip-waves.webm'));
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(video.muted).toBe(true);
    await expect(video.autoplay).toBe(true);
    await expect(within(canvasElement).getByRole('button', { name: /video$/ })).toBeInTheDocument();
  },
};

/** Player: native controls, nothing but the poster until pressed. */
export const Player: Story = {
  args: { mode: 'player', width: 1280, height: 720 },
  render: (args) => (
    <>
      <p id="clip-title">A clip</p>
      <InViewVideo {...args} aria-labelledby="clip-title" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('preload', 'none');
    await waitFor(() => expect(video).toHaveAttribute('controls'));
    await expect(video.autoplay).toBe(false);
    await expect(video).toHaveAccessibleName('A clip');
  },
};

/**
 * A player far below the viewport: its poster, no source and no controls (Chromium's controls cost the
 * loading page a task of their own), still in the tab order; scrolled near, it has both.
 */
export const PlayerBelowTheFold: Story = {
  args: { mode: 'player', width: 1280, height: 720 },
  render: (args) => (
    <div style={{ height: 300, overflow: 'auto' }} data-testid="scroller">
      <p id="far-clip-title">A clip further down</p>
      <div style={{ height: 2000 }} />
      <InViewVideo {...args} rootMargin="0px" aria-labelledby="far-clip-title" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await new Promise((r) => setTimeout(r, 200));
    await expect(video).not.toHaveAttribute('src');
    await expect(video).not.toHaveAttribute('controls');
    await expect(video).toHaveAttribute('tabindex', '0');
    await expect(video).toHaveAccessibleName('A clip further down');
    within(canvasElement).getByTestId('scroller').scrollTop = 2000;
    await waitFor(() => expect(video).toHaveAttribute('controls'));
    await expect(video).toHaveAttribute('src', '/assets/cms/clip-waves.webm');
    await expect(video).toHaveAttribute('tabindex', '0');
  },
};

/** Far below the viewport: no source until it is scrolled near. */
export const BelowTheFold: Story = {
  render: (args) => (
    <div style={{ height: 300, overflow: 'auto' }} data-testid="scroller">
      <div style={{ height: 2000 }} />
      <InViewVideo {...args} rootMargin="0px" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await new Promise((r) => setTimeout(r, 200));
    await expect(video).not.toHaveAttribute('src');
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = 2000;
    await waitFor(() => expect(video).toHaveAttribute('src', '/assets/cms/clip-waves.webm'));
  },
};
