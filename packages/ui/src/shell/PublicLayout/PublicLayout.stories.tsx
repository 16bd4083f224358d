import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineMessage } from '../../primitives/InlineMessage';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'UI/PublicLayout',
  component: PublicLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Check your email', children: <p style={{ margin: 0 }}>We have sent a verification link to your email address.</p> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(c.getByText(/tobacco retailers only, aged 18 or over/)).toBeVisible();
  },
};
export const WithMessage: Story = { args: { title: 'Link expired', children: <InlineMessage tone="caution">This link has expired. Ask for a new one.</InlineMessage> } };
export const LongTitle: Story = { args: { title: 'Verify your account before placing your first order with us' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
