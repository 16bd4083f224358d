import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GuideLibrary } from './GuideLibrary';
import { guides, newGuideIds, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Content/GuideLibrary',
  component: GuideLibrary,
  tags: ['autodocs', 'phone'],
  args: { guides, status: 'success', newIds: newGuideIds, onOpen: fn() },
} satisfies Meta<typeof GuideLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2.1 /p4p, §9: the ten guides, the new ones marked. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Guides' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByText('New')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-new]')).toHaveLength(3);
  },
};
export const WithTrackingError: Story = {
  args: { errors: { 2: 'Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later.' } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-guide-id="2"]') as HTMLElement;
    await expect(within(card).getByRole('alert')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { guides: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading guides');
  },
};
export const Failed: Story = {
  args: { guides: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Assets not available!');
  },
};
export const Empty: Story = {
  args: { guides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Assets not available!');
  },
};
export const Phone: Story = { globals: phoneViewport };
