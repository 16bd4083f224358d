import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroBanner } from './HeroBanner';
import { hero, phoneViewport } from '../shared/fixtures';
import { contrastRatio } from '../shared/colour';

const meta = {
  title: 'UI/Content/HeroBanner',
  component: HeroBanner,
  tags: ['autodocs', 'phone'],
  args: { banner: hero, status: 'success' },
} satisfies Meta<typeof HeroBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop banner's fixed height, px (shared/sizes.ts): loading, failed and loaded take the same room. */
const expectHeroHeight = async (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector('section')!;
  if (window.innerWidth >= 932) await expect(box.getBoundingClientRect().height).toBe(340);
  else await expect(box.getBoundingClientRect().height).toBeCloseTo((box.getBoundingClientRect().width - 2) / 2 + 280 + 2, 0);
};

/** §2.9: title, description, an in-app call to action, the info line and the picture on the server's colours. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'The winter range is in' });
    await expect(banner).toHaveAttribute('data-state', 'loaded');
    await expect(banner).toHaveStyle({ backgroundColor: 'rgb(11, 35, 65)', color: 'rgb(255, 255, 255)' });
    const cta = canvas.getByRole('link', { name: 'Shop the range' });
    await expect(cta).toHaveAttribute('href', '/place-order');
    await expect(cta).not.toHaveAttribute('target');
    await expect(canvas.getByText('Order by 18 December for delivery before Christmas.')).toBeInTheDocument();
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '600');
    await expectHeroHeight(canvasElement);
  },
};

/** NewWindow: a new tab, said to screen readers. */
export const NewWindow: Story = {
  args: { banner: { ...hero, NewWindow: true, Link: '/videos' } },
  play: async ({ canvasElement }) => {
    const cta = within(canvasElement).getByRole('link', { name: 'Shop the range (opens in a new tab)' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener');
  },
};

/** A URL-looking Link leaves the portal in a new tab even without NewWindow; `www.` gets https. */
export const ExternalLink: Story = {
  args: { banner: { ...hero, Link: 'www.example.org/winter' } },
  play: async ({ canvasElement }) => {
    const cta = within(canvasElement).getByRole('link', { name: /Shop the range/ });
    await expect(cta).toHaveAttribute('href', 'https://www.example.org/winter');
    await expect(cta).toHaveAttribute('target', '_blank');
  },
};

/** No call to action (Link and CTA empty): what a Tier 3 store gets when the banner's link leads into ordering (§6). */
export const WithoutCallToAction: Story = {
  args: { banner: { ...hero, Link: '', CTA: '' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'The winter range is in' });
    await expect(within(banner).queryByRole('link')).toBeNull();
    await expect(within(banner).getByText('Order by 18 December for delivery before Christmas.')).toBeInTheDocument();
    await expectHeroHeight(canvasElement);
  },
};

/** Colours that would not read (grey on grey) are corrected: the text becomes white or ink. */
export const UnreadableColours: Story = {
  args: { banner: { ...hero, ColorBg: '#e5e7eb', ColorText: '#d1d5db' } },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('section')!;
    await expect(banner).toHaveStyle({ backgroundColor: 'rgb(229, 231, 235)', color: 'rgb(27, 31, 36)' });
    await expect(contrastRatio('#e5e7eb', '#1B1F24')).toBeGreaterThanOrEqual(4.5);
  },
};

export const Loading: Story = {
  args: { banner: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading banner');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expectHeroHeight(canvasElement);
  },
};

/** §8 CMS fetch failure (or no banner active, a 404): the message in the banner's room. */
export const Failed: Story = {
  args: { banner: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Banner not available!');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expectHeroHeight(canvasElement);
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'The winter range is in' })).toBeInTheDocument();
    await expectHeroHeight(canvasElement);
  },
};
