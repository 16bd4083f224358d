import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadList } from './DownloadList';
import { downloads, longDownload, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/DownloadList',
  component: DownloadList,
  tags: ['autodocs'],
  args: { widgets: downloads, status: 'success' },
} satisfies Meta<typeof DownloadList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /see-all-downloads: every widget in the order given (newest first). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Downloads' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(links[0]).toHaveAccessibleName(/^November price list/);
    await expect(links[6]).toHaveAccessibleName(/^Delivery days by county/);
  },
};
export const WithLongTitle: Story = { args: { widgets: [longDownload, ...downloads.slice(0, 3)] } };
export const Loading: Story = {
  args: { widgets: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]')!;
    await expect(busy).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading downloads');
  },
};
/** §8 CMS fetch failure. */
export const Failed: Story = {
  args: { widgets: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Assets not available!');
  },
};
export const Empty: Story = {
  args: { widgets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Assets not available!');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
/** The shell's row: one line that scrolls sideways, the same height in every state. */
export const Row: Story = {
  args: { layout: 'row' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Downloads' });
    await expect(list.getBoundingClientRect().height).toBe(108);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
export const RowLoading: Story = {
  args: { layout: 'row', status: 'pending', widgets: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')!.getBoundingClientRect().height).toBe(108);
  },
};
export const Phone: Story = { globals: phoneViewport };
