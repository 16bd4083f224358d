import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadRow } from './DownloadRow';
import { DOWNLOAD_ROW_HEIGHT } from '../shared/sizes';
import { downloads, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/DownloadRow',
  component: DownloadRow,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: { widgets: downloads, status: 'success' },
} satisfies Meta<typeof DownloadRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowHeight = (el: HTMLElement) => el.querySelector('[data-download-row]')!.getBoundingClientRect().height;

/** §2.4: the heading, 'See all downloads' and the widgets; always the same height. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'Downloads' });
    await expect(within(row).getByRole('link', { name: 'See all downloads' })).toHaveAttribute('href', '/see-all-downloads');
    await expect(within(row).getAllByRole('listitem')).toHaveLength(7);
    await expect(rowHeight(canvasElement)).toBe(DOWNLOAD_ROW_HEIGHT);
  },
};
export const Loading: Story = {
  args: { widgets: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(rowHeight(canvasElement)).toBe(DOWNLOAD_ROW_HEIGHT);
  },
};
export const Failed: Story = {
  args: { widgets: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Assets not available!');
    await expect(rowHeight(canvasElement)).toBe(DOWNLOAD_ROW_HEIGHT);
  },
};
export const Empty: Story = {
  args: { widgets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Assets not available!')).toBeInTheDocument();
  },
};
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(rowHeight(canvasElement)).toBe(DOWNLOAD_ROW_HEIGHT);
  },
};

/** In the shell's flex column the row scrolls sideways; the page itself never gets wider than the window. */
export const InFlexColumn: Story = {
  globals: phoneViewport,
  decorators: [(Story) => <div style={{ display: 'flex', flexDirection: 'column' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const list = within(canvasElement).getByRole('list', { name: 'Downloads' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
