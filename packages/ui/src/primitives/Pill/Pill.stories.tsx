import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pill, pillTones } from './Pill';

const meta = {
  title: 'UI/Pill',
  component: Pill,
  tags: ['autodocs'],
  args: { children: 'New Arrival' },
  argTypes: { tone: { control: 'inline-radio', options: pillTones } },
} satisfies Meta<typeof Pill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'Processing' } };
export const Caution: Story = { args: { tone: 'caution', children: 'Low stock' } };
export const Positive: Story = { args: { tone: 'positive', children: 'Save 10%' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Out of stock' } };
export const LongText: Story = {
  args: { children: 'Bought by 120 shops near you this week', title: 'Bought by 120 shops near you this week' },
  decorators: [(Story) => <div style={{ maxWidth: 160 }}><Story /></div>],
};
export const AllTones: Story = { render: () => <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{pillTones.map((t) => <Pill key={t} tone={t}>{t}</Pill>)}</div> };
