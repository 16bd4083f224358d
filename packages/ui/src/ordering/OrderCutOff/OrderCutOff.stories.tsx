import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CutOffCountdown, EditableUntilNote } from './OrderCutOff';

/** The store's order cut-off: the info bar's countdown and a Pending order's note. */
const meta = {
  title: 'UI/Ordering/OrderCutOff',
  component: CutOffCountdown,
  tags: ['autodocs'],
  args: { nextCutOff: '2026-11-26T16:00:00.000Z', timeZone: 'Europe/Dublin', now: Date.parse('2026-11-24T11:00:00Z'), onPassed: fn() },
} satisfies Meta<typeof CutOffCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Days ahead: days and hours. */
export const DaysLeft: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('2 d 5 h left')).toBeVisible();
    await expect(args.onPassed).not.toHaveBeenCalled();
  },
};
/** The same day: hours and minutes. */
export const HoursLeft: Story = { args: { now: Date.parse('2026-11-26T12:55:00Z') }, play: async ({ canvasElement }) => expect(within(canvasElement).getByText('3 h 05 min left')).toBeVisible() };
/** Under an hour: in the caution colour. */
export const MinutesLeft: Story = { args: { now: Date.parse('2026-11-26T15:48:00Z') }, play: async ({ canvasElement }) => expect(within(canvasElement).getByText('12 min left')).toBeVisible() };
/** The last minute. */
export const LastMinute: Story = { args: { now: Date.parse('2026-11-26T15:59:30Z') }, play: async ({ canvasElement }) => expect(within(canvasElement).getByText('less than a minute left')).toBeVisible() };
/** Passed: the portal is told once, to fetch the next cut-off. */
export const Passed: Story = {
  args: { now: Date.parse('2026-11-26T16:00:00Z') },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('passed')).toBeVisible();
    await expect(args.onPassed).toHaveBeenCalledOnce();
  },
};
/** In summer the store's 16:00 is 15:00 UTC: the text is in the store's zone. */
export const SummerTime: Story = {
  args: { nextCutOff: '2026-07-02T15:00:00.000Z', now: Date.parse('2026-07-01T15:00:00Z') },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Thu 2 Jul, 16:00')).toBeVisible(),
};

/** A Pending order's note, before its cut-off. */
export const NoteChangeable: Story = {
  render: () => <EditableUntilNote editableUntil="2026-11-26T16:00:00.000Z" now={Date.parse('2026-11-25T12:00:00Z')} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/^Changes until/)).toHaveTextContent('Changes until Thu 26 Nov, 16:00'),
};
/** After its cut-off: locked for delivery. */
export const NoteLocked: Story = {
  render: () => <EditableUntilNote editableUntil="2026-11-19T16:00:00.000Z" now={Date.parse('2026-11-25T12:00:00Z')} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/^Locked for delivery/)).toHaveAttribute('data-locked', 'true'),
};
/** No EditableUntil (a back end that sends none): no note. */
export const NoteNone: Story = {
  render: () => <div data-testid="host"><EditableUntilNote editableUntil={null} /></div>,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByTestId('host')).toBeEmptyDOMElement(),
};
