import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme';
import { expect, within } from 'storybook/test';
import { Link, linkTones, linkVariants } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/my-orders', children: 'My Orders' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants }, tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => <p>Check your order history in <Link {...args} />.</p>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
  },
};
export const Standalone: Story = { args: { variant: 'standalone', children: 'Back to order history' } };
export const Neutral: Story = { args: { variant: 'standalone', tone: 'neutral' } };
export const Inverse: Story = {
  args: { variant: 'standalone', tone: 'inverse', children: 'Partner Hub' },
  decorators: [(Story) => <div style={{ background: vars.color.background.brand, padding: 16 }}><Story /></div>],
};
export const External: Story = { args: { href: 'https://example.com/videos', target: '_blank', children: 'What is this? (opens in a new tab)' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  args: { variant: 'standalone', children: 'Read the full terms and conditions of the partner programme before you take part' },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
};
