import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { InvoiceButton } from './InvoiceButton';

const meta = {
  title: 'UI/Ordering/InvoiceButton',
  component: InvoiceButton,
  tags: ['autodocs'],
  args: { orderNumber: '100245', onPress: fn() },
} satisfies Meta<typeof InvoiceButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download invoice for order 100245' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const Downloading: Story = { args: { isPending: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const WithError: Story = { args: { errorMessage: messages.invoiceInvalid } };
export const SessionExpired: Story = { args: { errorMessage: messages.sessionExpired } };
/** A pending order's document (ADR 0001). */
export const ProForma: Story = {
  args: { kind: 'proForma' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download pro-forma invoice for order 100245' })).toHaveTextContent('Pro-forma invoice');
  },
};
