import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PdfViewer } from './PdfViewer';
import { phoneViewport } from '../shared/fixtures';

// A same-origin page stands in for the PDF: a PDF in a frame draws differently from run to run.
const src = 'about:blank';

const meta = {
  title: 'UI/Content/PdfViewer',
  component: PdfViewer,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Invoice 100029', subtitle: 'Order of 20/11/2026', src, status: 'success',
    errorMessage: 'Order Number is invalid. Please go back to order history.', fileName: 'invoice-100029.pdf',
    backHref: '/my-orders', backLabel: 'Back to My Orders',
  },
} satisfies Meta<typeof PdfViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2.1 /invoice: the way back, the title, Download PDF and Open PDF, the document filling the window. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Invoice 100029' })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/my-orders');
    await expect(c.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'invoice-100029.pdf');
    await expect(c.getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Invoice 100029');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(300);
  },
};
export const Loading: Story = {
  args: { src: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading Invoice 100029' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link', { name: 'Download PDF' })).toBeNull();
  },
};
/** §8 Invoice download failure. */
export const Failed: Story = {
  args: { src: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Order Number is invalid. Please go back to order history.');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
/** /home-asset: a download's title, which may be long. */
export const LongTitle: Story = {
  args: {
    title: 'Trade terms and conditions of sale for retailers in the Republic of Ireland, with the delivery and returns schedule for 2027',
    subtitle: '01/11/2026', backHref: '/see-all-downloads', backLabel: 'All downloads', fileName: 'trade-terms.pdf',
  },
};
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  },
};
