import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadCard, DownloadCardSkeleton, downloadHref } from './DownloadCard';
import { downloads, longDownload, phoneViewport, poster } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/DownloadCard',
  component: DownloadCard,
  tags: ['autodocs'],
  args: { widget: downloads[0]!, onPress: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof DownloadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §3 Download widget: title, dd/mm/yyyy date, a new tab for NewWindow, the portal's PDF through /home-asset. */
export const NewWindow: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /November price list/ });
    await expect(link).toHaveAccessibleName('November price list 20/11/2026 (opens in a new tab)');
    await expect(link).toHaveAttribute('href', '/home-asset?id=november-price-list');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(link).getByText('20/11/2026')).toHaveAttribute('datetime', '2026-11-20T09:00:00Z');
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const SameWindow: Story = {
  args: { widget: downloads[2]! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'E-vapour range guide 02/11/2026' });
    await expect(link).not.toHaveAttribute('target');
  },
};
/** An AssetPath outside the portal's own PDFs is linked as is; an icon path shows as an image. */
export const ExternalWithIconImage: Story = {
  args: { widget: { ...downloads[1]!, AssetPath: 'https://example.com/brochure.pdf', Icon: poster('', '#0f766e', '#0b2341', 40, 40) } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://example.com/brochure.pdf');
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('width', '40');
    await expect(img).toHaveAttribute('alt', '');
    await expect(downloadHref({ AssetPath: '/pdf/downloads/a-b.pdf' })).toBe('/home-asset?id=a-b');
  },
};
/** Two lines at most; the card keeps its 96 px. */
export const LongTitle: Story = {
  args: { widget: longDownload },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').getBoundingClientRect().height).toBe(96);
  },
};
export const Loading: Story = {
  render: () => <DownloadCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect().height).toBe(96);
  },
};
export const Phone: Story = { globals: phoneViewport };
