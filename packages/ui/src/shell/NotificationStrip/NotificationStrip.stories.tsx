import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationStripPlaceholder } from './NotificationStrip';
import { NotificationStrip } from './NotificationStripLayer';
import { carouselSettled } from '../../primitives/Carousel/settled';

const messages = [
  { Id: 1, Title: 'Holiday deliveries', Copy: 'Order by 18 December for delivery before Christmas.', LinkLabel: 'See the calendar', LinkUrl: '/pdf/downloads/holiday-ordering-calendar', BackgroundColor: '#0b2341', IsSticky: true },
  { Id: 2, Title: 'New price list', Copy: 'The November price list is now in the portal.', LinkLabel: 'Downloads', LinkUrl: '/see-all-downloads', BackgroundColor: null, IsSticky: false },
  { Id: 3, Title: 'Track and Trace', Copy: 'Add your EOID and FID in My account to keep deliveries moving.', LinkLabel: 'Read the rules', LinkUrl: 'https://example.com/track-and-trace', BackgroundColor: '#0f766e', IsSticky: false },
];

const meta = {
  title: 'UI/NotificationStrip',
  component: NotificationStrip,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: { messages, onClose: fn() },
} satisfies Meta<typeof NotificationStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvas: HTMLElement) => canvas.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

/** Three messages at desktop width: centre mode, arrows and dots; not infinite. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Notifications' });
    await expect(c.getByRole('group', { name: 'Message 1 of 3' })).toHaveTextContent('Message 1 of 3Holiday deliveries');
    await expect(c.getByRole('button', { name: 'Previous message' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Next message' }));
    await waitFor(() => expect(current(canvasElement)).toBe('Show message 2'));
    await waitFor(() => expect(c.getByRole('group', { name: 'Message 1 of 3' })).toHaveAttribute('inert'));
    await userEvent.click(c.getByRole('button', { name: 'Show message 3' }));
    await waitFor(() => expect(c.getByRole('button', { name: 'Next message' })).toBeDisabled());
    // A link off the portal or to a document opens in a new tab; a portal page does not.
    await expect(c.getByRole('link', { name: 'Read the rules' })).toHaveAttribute('target', '_blank');
    await expect(c.getByRole('link', { name: 'See the calendar', hidden: true })).toHaveAttribute('target', '_blank');
    await expect(c.getByRole('link', { name: 'Downloads', hidden: true })).not.toHaveAttribute('target');
    await userEvent.click(c.getByRole('button', { name: 'Show message 1' }));
    await waitFor(() => expect(c.getByRole('button', { name: 'Previous message' })).toBeDisabled());
    // §9 side padding at this width: the centred message is the window less twice the padding.
    const padding = window.innerWidth <= 820 ? 15 : window.innerWidth <= 1420 ? 110 : (window.innerWidth - 1215) / 2;
    await expect(Math.abs(c.getByRole('group', { name: 'Message 1 of 3' }).offsetWidth - 12 - (region.offsetWidth - 2 * padding))).toBeLessThan(2);
    await carouselSettled(canvasElement);
  },
};

/** One message: no arrows, no dots. */
export const Single: Story = {
  args: { messages: messages.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Message 1 of 1')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Next message' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Show message 1' })).toBeNull();
  },
};

/** Closing removes the message here only (onClose reports it); the last one closed leaves nothing. */
export const CloseMessages: Story = {
  args: { messages: messages.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Close message: Holiday deliveries' }));
    await expect(args.onClose).toHaveBeenCalledWith(1);
    await expect(c.getByText('Message 1 of 1')).toBeVisible();
    await expect(c.getByText('New price list')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Close message: New price list' }));
    await expect(c.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** A long title and copy wrap inside the slide; the close button stays reachable. */
export const LongText: Story = {
  args: {
    messages: [
      {
        Id: 9, Title: 'Important changes to delivery days across the west of Ireland from January',
        Copy: 'From 5th January deliveries in Galway, Mayo and Roscommon move from Tuesday to Wednesday. Orders placed before 2 pm on Monday still arrive the same week.',
        LinkLabel: 'Read the full delivery schedule', LinkUrl: 'https://example.com/delivery', BackgroundColor: null, IsSticky: false,
      },
      ...messages,
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /^Close message: Important changes/ })).toBeVisible();
  },
};

/** At 390 px: no centre mode and no arrows (§9 up to 767 px), the dots move, 15 px side padding. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.queryByRole('button', { name: 'Next message' })).toBeNull());
    await userEvent.click(c.getByRole('button', { name: 'Show message 2' }));
    await waitFor(() => expect(c.getByRole('group', { name: 'Message 1 of 3' })).toHaveAttribute('inert'));
    const region = c.getByRole('region', { name: 'Notifications' }).getBoundingClientRect();
    const slide = c.getByRole('group', { name: 'Message 2 of 3' }).getBoundingClientRect();
    await waitFor(() => expect(Math.round(c.getByRole('group', { name: 'Message 2 of 3' }).getBoundingClientRect().left - region.left)).toBe(15));
    await expect(Math.round(slide.width)).toBe(Math.round(region.width) - 30);
    await userEvent.click(c.getByRole('button', { name: 'Show message 1' }));
    await waitFor(() => expect(c.getByRole('group', { name: 'Message 2 of 3' })).toHaveAttribute('inert'));
    await carouselSettled(canvasElement);
  },
};

/** While the messages load: the strip's place is kept at its measured height, hidden from assistive technology. */
export const Loading: Story = {
  render: () => <NotificationStripPlaceholder />,
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-placeholder="notifications"]')!;
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    await expect(box.offsetHeight).toBe(window.innerWidth >= 932 ? 89 : window.innerWidth >= 768 ? 95 : 125);
  },
};
