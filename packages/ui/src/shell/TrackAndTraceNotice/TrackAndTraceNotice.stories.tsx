import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackAndTraceNotice } from './TrackAndTraceNotice';

const meta = { title: 'UI/TrackAndTraceNotice', component: TrackAndTraceNotice, tags: ['autodocs'] } satisfies Meta<typeof TrackAndTraceNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 1: codes missing, as read with the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Submit your codes' })).toHaveAttribute('href', '/set-eoid-fid');
    await expect(canvasElement.querySelector('[data-level="1"]')).not.toBeNull();
  },
};
/** Level 2: raised by the 30-second session check (§4). */
export const Raised: Story = {
  args: { level: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Action needed: Track and Trace codes')).toBeVisible();
  },
};
/** Level 0: codes stored; nothing renders. */
export const CodesStored: Story = {
  args: { level: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
