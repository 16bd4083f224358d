import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = { title: 'UI/Price', component: Price, tags: ['autodocs'], args: { value: 1234.5 } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€1,234.50')).toBeVisible();
  },
};
export const Small: Story = { args: { size: 'small', tone: 'secondary', value: 8.95 } };
export const Large: Story = { args: { size: 'large' } };
export const Total: Story = { args: { size: 'xlarge', value: 15346.2 } };
export const Zero: Story = { args: { value: 0 } };
export const Column: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'end', width: 160 }}>
      {[1.1, 11.11, 111.1, 1111.11].map((v) => <Price key={v} value={v} />)}
    </div>
  ),
};
