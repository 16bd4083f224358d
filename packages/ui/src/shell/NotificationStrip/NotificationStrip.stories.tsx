import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationStrip } from './NotificationStrip';

const messages = [
  { Id: 1, Title: 'Christmas deliveries', Copy: 'Order by 18th December for delivery before Christmas.', LinkLabel: 'See the calendar', LinkUrl: '/faqs' },
  { Id: 2, Title: 'New in e-vapour', Copy: 'Vapora Mint pods are now on the product list.', LinkLabel: null, LinkUrl: null },
  { Id: 3, Title: 'Track and Trace', Copy: 'Submit your EOID and FID codes before ordering.', LinkLabel: 'Submit codes', LinkUrl: '/set-eoid-fid' },
];

const meta = {
  title: 'UI/NotificationStrip',
  component: NotificationStrip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { messages, onClose: fn() },
} satisfies Meta<typeof NotificationStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Message 1 of 3')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Next message' }));
    await expect(c.getByText('Message 2 of 3')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Previous message' }));
    await userEvent.click(c.getByRole('button', { name: 'Previous message' }));
    await expect(c.getByText('Message 3 of 3')).toBeVisible();
  },
};
export const Single: Story = {
  args: { messages: messages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Message 1 of 1')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Next message' })).toBeNull();
  },
};
export const CloseMessages: Story = {
  args: { messages: messages.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Close message: Christmas deliveries' }));
    await expect(args.onClose).toHaveBeenCalledWith(1);
    await expect(c.getByText('Message 1 of 1')).toBeVisible();
    await expect(c.getByText('New in e-vapour')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Close message: New in e-vapour' }));
    await expect(c.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};
export const Empty: Story = { args: { messages: [] } };
export const LongText: Story = {
  args: {
    messages: [{ Id: 9, Title: 'Important changes to delivery days across the west of Ireland from January', Copy: 'From 5th January deliveries in Galway, Mayo and Roscommon move from Tuesday to Wednesday. Orders placed before 2 pm on Monday still arrive the same week. '.repeat(2), LinkLabel: 'Read the full delivery schedule', LinkUrl: 'https://example.com/delivery' }, ...messages],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
