import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@trade-portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackAndTraceForm } from './TrackAndTraceForm';

const meta = {
  title: 'UI/TrackAndTraceForm',
  component: TrackAndTraceForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TrackAndTraceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Valid codes, typed in lower case with spaces around: sent trimmed and uppercased. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/^EOID/), ' ied000104521 ');
    await userEvent.type(c.getByLabelText(/^FID/), 'IED00010452101');
    await userEvent.click(c.getByRole('button', { name: 'Submit codes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ eoid: 'IED000104521', fid: 'IED00010452101' });
  },
};
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Submit codes' }));
    await expect(await c.findAllByText(messages.required)).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const InvalidFormats: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/^EOID/), 'IED-1');
    await userEvent.type(c.getByLabelText(/^FID/), 'IED000104521');
    await userEvent.click(c.getByRole('button', { name: 'Submit codes' }));
    await expect(await c.findByText(messages.eoid)).toBeVisible();
    await expect(c.getByText(messages.fid)).toBeVisible();
    await expect(c.getByLabelText(/^EOID/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ServerError: Story = { args: { errorMessage: 'These codes are not registered with the ID issuer. Please check them and try again.' } };
export const Submitted: Story = { args: { successMessage: 'Your Track and Trace codes have been saved. Thank you.' } };
export const Pending: Story = { args: { isPending: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { errorMessage: 'Invalid EOID format. Please try again.' } };
