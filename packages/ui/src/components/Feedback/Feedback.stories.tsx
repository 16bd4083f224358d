import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateText, InlineMessage, Pill, pillTones, Price, Skeleton } from './Feedback';

const meta = { title: 'UI/Feedback', component: Pill, tags: ['autodocs'], args: { children: 'Low stock' } } satisfies Meta<typeof Pill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pills: Story = { render: () => <div style={{ display: 'flex', gap: 8 }}>{pillTones.map((t) => <Pill key={t} tone={t}>{t}</Pill>)}</div> };
export const Messages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <InlineMessage>Currently editing order (100245).</InlineMessage>
      <InlineMessage tone="critical">The user name or password is incorrect.</InlineMessage>
      <InlineMessage tone="positive">Your order has been submitted correctly.</InlineMessage>
      <InlineMessage tone="caution">Track and Trace: submit your EOID and FID codes before ordering.</InlineMessage>
    </div>
  ),
};
export const Loading: Story = { render: () => <div style={{ display: 'grid', gap: 8, width: 320 }}><Skeleton height={24} /><Skeleton width="60%" /></div> };
export const Money: Story = { render: () => <p>Total <Price value={1234.5} />, placed on <DateText value="2026-11-22T10:00:00Z" /></p> };
