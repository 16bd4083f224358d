import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'UI/Ordering/ResultCount',
  component: ResultCount,
  tags: ['autodocs'],
  args: { shown: 289, total: 289 },
} satisfies Meta<typeof ResultCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllShown: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('289 products');
  },
};
export const Filtered: Story = {
  args: { shown: 16 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('16 of 289 products');
  },
};
export const OneShown: Story = { args: { shown: 1, total: 1 } };
export const NoneShown: Story = { args: { shown: 0 } };
export const Loading: Story = { args: { isLoading: true } };

/** The new count is announced (polite status) once it has been still for a moment, not at every keystroke. */
export const AnnouncedWhenSettled: Story = {
  args: { announceDelayMs: 300 },
  render: function Render(args) {
    const [shown, setShown] = useState(289);
    return (
      <>
        <button type="button" onClick={() => setShown((n) => Math.max(1, Math.floor(n / 3)))}>Narrow</button>
        <ResultCount {...args} shown={shown} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const status = c.getByRole('status');
    await userEvent.click(c.getByRole('button', { name: 'Narrow' }));
    await userEvent.click(c.getByRole('button', { name: 'Narrow' }));
    await expect(canvasElement).toHaveTextContent('32 of 289 products');
    await expect(status).toHaveTextContent('289 products');
    await waitFor(() => expect(status).toHaveTextContent('32 of 289 products'));
  },
};
