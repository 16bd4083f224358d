import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineMessage, inlineMessageTones } from './InlineMessage';

const meta = {
  title: 'UI/InlineMessage',
  component: InlineMessage,
  tags: ['autodocs'],
  args: { children: 'Currently editing order (100245).' },
  argTypes: { tone: { control: 'inline-radio', options: inlineMessageTones } },
} satisfies Meta<typeof InlineMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Prices include VAT at 23 %.' } };
export const Critical: Story = {
  args: { tone: 'critical', children: 'The user name or password is incorrect.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The user name or password is incorrect.');
  },
};
export const Positive: Story = { args: { tone: 'positive', children: 'Your order has been submitted correctly.' } };
export const Caution: Story = { args: { tone: 'caution', title: 'Track and Trace', children: 'Submit your EOID and FID codes before ordering.' } };
export const WithTitle: Story = { args: { tone: 'critical', title: 'Error updating product', children: 'The quantity was set back to 6 outers.' } };
/** A server error as the portal shows it: the §8 sentence and the answer's reference, for customer service. */
export const LongText: Story = {
  args: { tone: 'critical', children: 'Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later. (reference 7f3c9a0e)' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
};
