import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: '<p>Tell us about your <strong>ordering experience</strong>: it takes two minutes.</p>' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};
export const ListAndLink: Story = {
  args: {
    html: '<p>Three questions:</p><ul><li>How you order</li><li>What you stock</li><li>What we can do better</li></ul><p>Read the <a href="/terms-conditions" target="_blank">terms</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
/** Scripts, event handlers, styles and javascript: links are removed; the text stays. */
export const Hostile: Story = {
  args: {
    html: '<p onclick="alert(1)">Thanks<script>alert(2)</script> <img src=x onerror="alert(3)"><a href="javascript:alert(4)">for taking part</a><style>body{display:none}</style></p>',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-safe-html]');
    await expect(root?.innerHTML).toBe('<p>Thanks <a>for taking part</a></p>');
  },
};
