import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CameraScanner } from './CameraScanner';

/** Quick order's camera scan: the picture while starting and scanning, and a refused or missing camera. */
const meta = {
  title: 'UI/Ordering/QuickOrder/CameraScanner',
  component: CameraScanner,
  tags: ['autodocs', 'phone'],
  args: { status: 'scanning', onStop: fn() },
} satisfies Meta<typeof CameraScanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  args: { status: 'starting' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Starting the camera…')).toBeVisible(),
};
export const Scanning: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Camera picture for barcode scanning')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Stop the camera' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};
export const Denied: Story = {
  args: { status: 'denied' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('The camera was not allowed.')).toBeVisible(),
};
export const Unavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('No camera could be started.')).toBeVisible(),
};
