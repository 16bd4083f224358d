import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PopupBanner } from './PopupBannerLayer';
import { svgInterFont } from '../../fixtureFont';

// Small inline media, so the stories need no server: a 16:9 SVG and no real clip (the video element's
// attributes are what the stories check).
const image = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">${svgInterFont}<rect width="640" height="360" fill="#0b2341"/><text x="40" y="190" fill="#fff" font-size="40" font-family="Inter">Holiday order cut-off</text></svg>`)}`;
const base = {
  PopUpBannerId: 1, ImagePath: image, VideoPath: null, Title: 'Holiday order cut-off', AutoPlay: false, RepeatVideoPlay: false,
  ActiveFrom: '2026-11-18T00:00:00Z', LastModifiedDateTime: '2026-11-18T00:00:00Z', IsDisplayMultiple: false,
  AssetPath: '/pdf/downloads/holiday-ordering-calendar', CTA: 'See the calendar',
};

const meta = {
  title: 'Content/Notices/PopupBanner',
  tags: ['phone'],
  component: PopupBanner,
  args: { banner: base, isOpen: true, onClose: fn() },
} satisfies Meta<typeof PopupBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Holiday order cut-off' });

/** An image with its call to action (a document: new tab), and Close. */
export const ImageWithCta: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    const img = (await dialog()).querySelector('img')!;
    await expect(img).toHaveAttribute('width', '640');
    await expect(d.getByRole('link', { name: 'See the calendar' })).toHaveAttribute('target', '_blank');
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Without a CTA: Close only; Escape closes too. */
export const ImageWithoutCta: Story = {
  args: { banner: { ...base, AssetPath: null, CTA: null } },
  play: async ({ args }) => {
    const shown = await dialog();
    await expect(within(shown).queryByRole('link')).toBeNull();
    await waitFor(() => expect(shown.contains(shown.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A video with AutoPlay and RepeatVideoPlay: muted, looping, playing inline, the image as poster. */
export const VideoAutoPlay: Story = {
  args: { banner: { ...base, Title: 'Holiday order cut-off', VideoPath: 'data:video/webm;base64,', AutoPlay: true, RepeatVideoPlay: true, AssetPath: '/place-order', CTA: 'Order now' } },
  play: async () => {
    const d = await dialog();
    const video = d.querySelector('video')!;
    await expect(video.autoplay).toBe(true);
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video).toHaveAttribute('poster', image);
    await expect(within(d).getByRole('link', { name: 'Order now' })).not.toHaveAttribute('target');
  },
};

/** The same video under prefers-reduced-motion: it does not start by itself. */
export const VideoReducedMotion: Story = {
  args: VideoAutoPlay.args,
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => (query.includes('prefers-reduced-motion') ? ({ ...original.call(window, query), matches: true, media: query } as MediaQueryList) : original.call(window, query));
    return () => {
      window.matchMedia = original;
    };
  },
  play: async () => {
    const video = (await dialog()).querySelector('video')!;
    await expect(video.autoplay).toBe(false);
    await expect(video.loop).toBe(true);
    await expect(video.controls).toBe(true);
  },
};

/** At 390 px the media keeps 16:9 inside the dialog. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const box = (await dialog()).querySelector<HTMLElement>('[data-popup-banner]')!;
    await waitFor(() => expect(Math.abs(box.offsetWidth / box.offsetHeight - 16 / 9)).toBeLessThan(0.02));
    await expect(box.offsetWidth).toBeLessThanOrEqual(390);
  },
};
