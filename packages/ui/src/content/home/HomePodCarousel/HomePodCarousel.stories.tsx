import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomePodCarousel } from './HomePodCarousel';
import { HomePodsSkeleton } from './HomePodsSkeleton';
import { hostilePod, phoneViewport, pods } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/HomePodCarousel',
  component: HomePodCarousel,
  tags: ['autodocs', 'phone'],
  args: { pods },
} satisfies Meta<typeof HomePodCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="true"]');

/** §2.9: four pods, one at a time; next, the dots and the arrow keys move it (500 ms, not infinite). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tell us what you think' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous pod' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next pod' }));
    await waitFor(() => expect(current(canvasElement)).toHaveAccessibleName('Show pod 2 of 4'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(current(canvasElement)).toHaveAccessibleName('Show pod 3 of 4'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(current(canvasElement)).toHaveAccessibleName('Show pod 2 of 4'));
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 of 4' })).not.toHaveAttribute('inert'));
  },
};

/** In-app links navigate in the portal, OpenSurvey adds ?survey=true, a URL opens a new tab. */
export const InternalAndExternalCta: Story = {
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll<HTMLAnchorElement>('article a[href]')].filter((a) => a.closest('[data-safe-html]') === null);
    const [survey, hub, video, site] = links;
    await expect(survey).toHaveAttribute('href', '/?survey=true');
    await expect(survey).not.toHaveAttribute('target');
    await expect(hub).toHaveAttribute('href', '/p4p');
    await expect(video).toHaveAttribute('href', '/videos');
    await expect(site).toHaveAttribute('href', 'https://www.example.org/responsible-retailing');
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'noopener');
    await expect(site).toHaveAccessibleName('Visit the site (opens in a new tab)');
    // CTAColour gold with ink text; the default a white button with navy text.
    await expect(survey).toHaveStyle({ backgroundColor: 'rgb(201, 154, 46)', color: 'rgb(27, 31, 36)' });
    await expect(hub).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)' });
  },
};

/** A video pod: muted, looping, playing inline, its source set once in view, with a pause button. */
export const VideoPod: Story = {
  args: { pods: [pods[2]!] },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await waitFor(() => expect(video).toHaveAttribute('src', '/assets/cms/clip-waves.webm'));
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video.poster).toMatch(/^data:image\/svg/);
    await expect(within(canvasElement).getByRole('button', { name: /^(Pause|Play) video$/ })).toBeInTheDocument();
    // One pod: no arrows or dots (§9 'only with more than one').
    await expect(within(canvasElement).queryByRole('button', { name: 'Next pod' })).toBeNull();
  },
};

/** Hostile HTML in a title and description: no script, no handler, no javascript: link survives. */
export const HostileHtml: Story = {
  args: { pods: [hostilePod] },
  play: async ({ canvasElement }) => {
    const article = canvasElement.querySelector('article')!;
    await expect(within(article).getByRole('heading', { level: 3, name: 'Big offer' })).toBeInTheDocument();
    await expect(article.querySelector('script, img[onerror], [onerror]')).toBeNull();
    await expect(article.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __podHacked?: boolean }).__podHacked).toBeUndefined();
    await expect(within(article).getByRole('link', { name: /See the offer/ })).toHaveAttribute('href', 'https://www.example.org/offer');
  },
};

/** The room while the pods or the carousel's code load: the same as one pod and its controls. */
export const Loading: Story = {
  render: () => <HomePodsSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading featured content');
    const room = canvasElement.querySelector('[data-state="loading"]')!;
    const wide = window.innerWidth >= 768;
    await expect(room.getBoundingClientRect().height).toBeCloseTo(wide ? 320 + 44 : (room.getBoundingClientRect().width - 2) * 0.75 + 224 + 44, 0);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const pod = canvasElement.querySelector('article')!;
    const room = canvasElement.querySelector('[data-state="loaded"]')!;
    await expect(room.getBoundingClientRect().height).toBeCloseTo(pod.getBoundingClientRect().height + 44, 0);
  },
};
