import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackAndTraceNotice } from './TrackAndTraceNotice';

const meta = { title: 'UI/TrackAndTraceNotice', component: TrackAndTraceNotice, tags: ['autodocs'] } satisfies Meta<typeof TrackAndTraceNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Submit your codes' })).toHaveAttribute('href', '/set-eoid-fid');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
