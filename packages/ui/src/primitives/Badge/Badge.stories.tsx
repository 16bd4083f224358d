import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme';
import { Badge } from './Badge';

const meta = { title: 'UI/Badge', component: Badge, tags: ['autodocs'], args: { count: 12, label: '12 items in cart' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnNavy: Story = { decorators: [(Story) => <div style={{ background: vars.color.background.brand, padding: 16 }}><Story /></div>] };
export const Empty: Story = { args: { count: 0, label: 'Cart is empty', tone: 'neutral' } };
export const Critical: Story = { args: { tone: 'critical', count: 3, label: '3 errors' } };
export const Interactive: Story = { args: { tone: 'interactive', count: 2, label: '2 brands selected' } };
export const Overflow: Story = { args: { count: 1200, label: '1200 items in cart', tone: 'neutral' } };
