import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScanField } from './ScanField';

const meta = {
  title: 'UI/Ordering/QuickOrder/ScanField',
  component: ScanField,
  tags: ['autodocs', 'phone'],
  args: { onScan: fn(), onUndo: fn(), result: null },
} satisfies Meta<typeof ScanField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first scan. A scanner types the code and Enter: the code is sent and the field empties for the next. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: 'Scan a barcode' });
    await userEvent.type(box, '5391234567898{Enter}');
    await expect(args.onScan).toHaveBeenCalledWith('5391234567898');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    // An empty Enter sends nothing.
    await userEvent.type(box, '{Enter}');
    await expect(args.onScan).toHaveBeenCalledTimes(1);
  },
};
/** One step added, with Undo. */
export const Added: Story = {
  args: { result: { id: 1, tone: 'positive', message: 'Added 4 outers of Harbour Gold 20s: 4 outers in the cart', canUndo: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalled();
  },
};
export const Undone: Story = { args: { result: { id: 2, tone: 'positive', message: 'Undone: Harbour Gold 20s back to 0 outers' } } };
export const Unknown: Story = { args: { result: { id: 3, tone: 'critical', message: 'No product has the code 5399999999994' } } };
export const Misread: Story = { args: { result: { id: 4, tone: 'critical', message: '5391234567897 did not read correctly (its check digit is wrong): scan it again' } } };
/** While the catalogue loads. */
export const Disabled: Story = { args: { isDisabled: true } };

/** A device with a camera: 'Scan with the camera' under the field. */
export const WithCamera: Story = {
  args: { onStartCamera: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scan with the camera' }));
    await expect(args.onStartCamera).toHaveBeenCalledOnce();
  },
};
/** The camera is on: its own Stop replaces the button. */
export const CameraOn: Story = {
  args: { onStartCamera: fn(), isCameraOn: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('button', { name: 'Scan with the camera' })).toBeNull(),
};

/** Another use's words (the shelf count on /stock-card, ADR 0029): its own label and description, the same scanning. */
export const OwnWords: Story = {
  args: { label: 'Scan to count', description: 'Scan each pack on the shelf, or an outer for all its packs; or type a barcode or SKU and press Enter.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Scan to count' }), '5391234567898{Enter}');
    await expect(args.onScan).toHaveBeenCalledWith('5391234567898');
  },
};
