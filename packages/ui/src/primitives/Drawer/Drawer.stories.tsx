import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Drawer } from './Drawer';

const brands = ['Harbour', 'Northway', 'Vapora', 'Coastline', 'Fjord'];

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  tags: ['autodocs', 'phone'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Filter by brand',
    children: brands.map((b) => <Checkbox key={b}>{b}</Checkbox>),
    actions: (
      <>
        <Button variant="secondary">Clear</Button>
        <Button>Apply</Button>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Filter by brand' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const WithoutActions: Story = { args: { actions: undefined, title: 'Switch store', children: 'Choose the store you are ordering for.' } };
export const LongContent: Story = { args: { children: Array.from({ length: 30 }, (_, i) => <Checkbox key={i}>{`Brand number ${i + 1}`}</Checkbox>) } };
