import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionNotice } from './ConnectionNotice';

const meta = {
  title: 'UI/Ordering/ConnectionNotice',
  component: ConnectionNotice,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
} satisfies Meta<typeof ConnectionNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server cannot be reached: the notice, announced politely. */
export const Unreachable: Story = {
  args: { isUnreachable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your changes are kept on this page');
  },
};
/** Reached again: the live region stays, empty, so the next notice is announced. */
export const Reachable: Story = {
  args: { isUnreachable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
export const Phone: Story = { args: { isUnreachable: true }, globals: { viewport: { value: 'phone' } } };
