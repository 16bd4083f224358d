import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeDownloads } from './HomeDownloads';
import { homeAssets, phoneViewport } from '../shared/fixtures';
import { downloads } from '../../media/shared/fixtures';

const meta = {
  title: 'UI/Content/HomeDownloads',
  component: HomeDownloads,
  tags: ['autodocs', 'phone'],
  args: { widgets: homeAssets, status: 'success' },
} satisfies Meta<typeof HomeDownloads>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' room: one row of 96 px from 768 px, two stacked (96 + 16 + 96) below. */
const expectRoom = async (canvasElement: HTMLElement) => {
  const box = canvasElement.querySelector('[data-state]')!;
  await expect(box.getBoundingClientRect().height).toBe(window.innerWidth >= 768 ? 96 : 208);
};

/** §2.9: the two newest downloads with their dd/mm/yyyy dates, and the way to all of them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Downloads' })).toHaveAttribute('id', 'downloads');
    const links = within(canvas.getByRole('list', { name: 'Newest downloads' })).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName('November price list 20/11/2026 (opens in a new tab)');
    await expect(links[1]).toHaveAccessibleName('Holiday ordering calendar 12/11/2026 (opens in a new tab)');
    await expect(canvas.getByRole('link', { name: 'See all downloads' })).toHaveAttribute('href', '/see-all-downloads');
    await expectRoom(canvasElement);
  },
};

/** More than two sent: home shows two (§9). */
export const MoreThanTwoSent: Story = {
  args: { widgets: downloads },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list')).getAllByRole('link')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { widgets: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading downloads');
    await expectRoom(canvasElement);
  },
};

/** §8 CMS fetch failure: 'Assets not available!' in the cards' room. */
export const Failed: Story = {
  args: { widgets: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Assets not available!');
    await expect(within(canvasElement).getByRole('link', { name: 'See all downloads' })).toBeInTheDocument();
    await expectRoom(canvasElement);
  },
};

export const Empty: Story = {
  args: { widgets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Assets not available!');
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
    await expectRoom(canvasElement);
  },
};
