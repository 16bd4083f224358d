import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from '../../../shell/PublicLayout';
import { PublicBackground, PublicNotificationSlider } from './publicNotices';
import { carouselSettled } from '../../../primitives/Carousel/settled';

const messages = [
  { Id: 1, Title: 'Holiday deliveries', Copy: 'Order by 18 December for delivery before Christmas.', LinkLabel: 'See the calendar', LinkUrl: '/pdf/downloads/holiday-ordering-calendar', BackgroundColor: '#0b2341', IsSticky: false },
  { Id: 2, Title: 'New price list', Copy: 'The November price list is now in the portal.', LinkLabel: 'Downloads', LinkUrl: '/see-all-downloads', BackgroundColor: null, IsSticky: false },
  { Id: 3, Title: 'Track and Trace', Copy: 'Add your EOID and FID in My account to keep deliveries moving.', LinkLabel: null, LinkUrl: null, BackgroundColor: '#0f766e', IsSticky: false },
];
const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f4d58d"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/></svg>')}`;

const meta = {
  title: 'Content/Notices/PublicNotices',
  tags: ['phone'],
  component: PublicNotificationSlider,
  parameters: { layout: 'fullscreen' },
  args: { messages },
  render: (args) => (
    <PublicLayout title="Log in" slider={<PublicNotificationSlider {...args} />}>
      <p style={{ margin: 0 }}>The login form goes here.</p>
    </PublicLayout>
  ),
} satisfies Meta<typeof PublicNotificationSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvas: HTMLElement) => canvas.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

/**
 * No sticky message: it rotates every 3000 ms, the pause button comes first and stops it.
 * Its behaviour only, no screenshot: on a busy machine the rotation may move on to message 3 before the
 * press, and the slide's text, drawn again on the way back, can differ in its anti-aliasing from a run that
 * never moved. The slider's look is the Sticky story's; the paused button's is Carousel's 'Rotating'.
 */
export const Rotating: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('button')[0]).toHaveAccessibleName('Pause rotation');
    await expect(currentDot(canvasElement)).toBe('Show message 1');
    await waitFor(() => expect(region).toHaveAttribute('data-rotation-timer'));
    await waitFor(() => expect(currentDot(canvasElement)).toBe('Show message 2'), { timeout: 4000 });
    await userEvent.click(c.getByRole('button', { name: 'Pause rotation' }));
    // On a busy machine the rotation may move on once more between seeing message 2 and the press. Every
    // run goes back to message 2 by its dot (paused stays paused), so the pointer and focus end on the same
    // control and the check and the screenshot are the same each run.
    await userEvent.click(c.getByRole('button', { name: 'Show message 2' }));
    await userEvent.unhover(region);
    await expect(c.getByRole('button', { name: 'Start rotation' })).toBeVisible();
    // Paused: no rotation timer runs, so message 2 stays (read, not waited out).
    await expect(region).not.toHaveAttribute('data-rotation-timer');
    await expect(currentDot(canvasElement)).toBe('Show message 2');
    // Slides out of view turn inert once the track rests (it may be on its way back from message 3).
    await carouselSettled(canvasElement);
    await expect(c.getByRole('group', { name: 'Message 1 of 3' })).toHaveAttribute('inert');
  },
};

/** A sticky message: it comes first and nothing rotates (§9 'off if a sticky slide exists'). */
export const Sticky: Story = {
  args: { messages: [messages[0]!, { ...messages[1]!, IsSticky: true }, messages[2]!] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Pause rotation' })).toBeNull();
    await expect(c.getByRole('group', { name: 'Message 1 of 3' })).toHaveTextContent('New price list');
    // No rotation timer runs, so the sticky message stays first (read, not waited out).
    await expect(c.getByRole('region', { name: 'Notifications' })).not.toHaveAttribute('data-rotation-timer');
    await expect(currentDot(canvasElement)).toBe('Show message 1');
  },
};

/**
 * One message: no arrows, no dots, no rotation. Its link, 'Downloads', leads to a private page, which a
 * visitor without a session cannot open (it would only lead back to /login): the message shows without it
 *.
 */
export const OneMessage: Story = {
  args: { messages: messages.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('New price list')).toBeVisible();
    await expect(c.getByText('The November price list is now in the portal.')).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Downloads' })).toBeNull();
    await expect(within(c.getByRole('region', { name: 'Notifications' })).queryByRole('button')).toBeNull();
  },
};

/** A link anyone can open (one of the server's files) stays: 'See the calendar', in a new tab. */
export const PublicLink: Story = {
  tags: ['no-visual'],
  args: { messages: messages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /See the calendar/ })).toHaveAttribute('href', '/pdf/downloads/holiday-ordering-calendar');
  },
};

/** While the slider loads, its place under the card is kept (nothing below moves when it arrives). */
export const Loading: Story = {
  render: () => (
    <PublicLayout title="Log in" slider={null}>
      <p style={{ margin: 0 }}>The login form goes here.</p>
    </PublicLayout>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const note = c.getByText(/tobacco retailers only/);
    const card = c.getByRole('heading', { name: 'Log in' }).parentElement!;
    await expect(note.getBoundingClientRect().top - card.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(window.innerWidth >= 768 ? 155 : 176);
  },
};

/** A background picture: navy until it has loaded, then the picture under a navy veil; the note turns white. */
export const WithBackgroundImage: Story = {
  render: (args) => (
    <PublicLayout title="Log in" slider={<PublicNotificationSlider {...args} />} background={<PublicBackground asset={{ IsImage: true, IsVideo: false, AssetUrl: picture, IsSticky: false }} />}>
      <p style={{ margin: 0 }}>The login form goes here.</p>
    </PublicLayout>
  ),
  args: { messages: [{ ...messages[1]!, IsSticky: true }] },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector<HTMLImageElement>('[data-background="image"] img')!;
    await expect(img.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(getComputedStyle(img).opacity).toBe('1'));
    await expect(getComputedStyle(within(canvasElement).getByText(/tobacco retailers only/)).color).toBe('rgb(255, 255, 255)');
  },
};

/** A background video: muted, looped, inline, autoplaying (not under reduced motion). */
export const WithBackgroundVideo: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <PublicLayout title="Log in" slider={<PublicNotificationSlider {...args} />} background={<PublicBackground asset={{ IsImage: false, IsVideo: true, AssetUrl: 'data:video/webm;base64,', IsSticky: true }} />}>
      <p style={{ margin: 0 }}>The login form goes here.</p>
    </PublicLayout>
  ),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video.autoplay).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { messages: [{ ...messages[0]!, IsSticky: true }, ...messages.slice(1)] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next message' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe('Show message 2'));
    await userEvent.click(c.getByRole('button', { name: 'Show message 1' }));
    await waitFor(() => expect(c.getByRole('group', { name: 'Message 2 of 3' })).toHaveAttribute('inert'));
    await carouselSettled(canvasElement);
  },
};
