import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Place order', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const PrimaryAccent: Story = { args: { tone: 'accent', children: 'Add to cart' } };
export const Secondary: Story = { args: { variant: 'secondary', tone: 'accent', children: 'Download invoice' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Cancel' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Clear cart' } };
export const Positive: Story = { args: { tone: 'positive', children: 'Added' } };
export const Small: Story = { args: { size: 'small', children: 'Apply' } };
export const Large: Story = { args: { size: 'large', children: 'Checkout' } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'large', children: 'Log in' } };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await expect(button).toBeDisabled();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Pending: Story = {
  args: { isPending: true, children: 'Submitting…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Submitting/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};
export const LongText: Story = {
  args: { children: 'Add every suggested product from your business advisor to the cart' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
};
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {buttonVariants.flatMap((variant) =>
        buttonTones.map((tone) => (
          <Button key={`${variant}-${tone}`} variant={variant} tone={tone}>{`${variant} ${tone}`}</Button>
        )),
      )}
    </div>
  ),
};
