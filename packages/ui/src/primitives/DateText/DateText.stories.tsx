import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from './DateText';

const meta = { title: 'UI/DateText', component: DateText, tags: ['autodocs'], args: { value: '2026-11-22T10:00:00Z' } } satisfies Meta<typeof DateText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ordinal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('22nd November 2026')).toHaveAttribute('dateTime', '2026-11-22T10:00:00Z');
  },
};
export const DateTime: Story = { args: { format: 'dateTime' } };
export const FirstOfMonth: Story = { args: { value: '2026-03-01T09:30:00Z' } };
