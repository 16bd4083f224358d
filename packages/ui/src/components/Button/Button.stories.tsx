import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonTones, buttonVariants, Spinner } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Place order', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants }, tone: { control: 'inline-radio', options: buttonTones } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', tone: 'accent', children: 'Download invoice' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Cancel' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Clear cart' } };
export const Small: Story = { args: { size: 'small', children: 'Apply' } };
export const Large: Story = { args: { size: 'large', children: 'Checkout' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, children: 'Submitting…' } };
export const LongText: Story = { args: { children: 'Add every suggested product from your business advisor to the cart' } };
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {buttonVariants.flatMap((variant) => buttonTones.map((tone) => <Button key={`${variant}-${tone}`} variant={variant} tone={tone}>{`${variant} ${tone}`}</Button>))}
      <Spinner />
    </div>
  ),
};
