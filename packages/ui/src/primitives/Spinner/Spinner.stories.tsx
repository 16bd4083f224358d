import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = { title: 'UI/Spinner', component: Spinner, tags: ['autodocs'] } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const Medium: Story = { args: { size: 'medium', label: 'Loading your cart' } };
export const Large: Story = { args: { size: 'large', label: 'Loading your account' } };
