import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton, tags: ['autodocs'], decorators: [(Story) => <div style={{ width: 320 }} role="status" aria-busy="true" aria-label="Loading"><Story /></div>] } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Block: Story = { args: { shape: 'block', height: 120 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };
export const ProductRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="block" width={64} height={64} />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <Skeleton width="70%" height={18} />
        <Skeleton width="40%" />
      </div>
      <Skeleton shape="block" width={132} height={44} />
    </div>
  ),
};
