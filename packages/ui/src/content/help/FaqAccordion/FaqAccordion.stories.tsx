import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Faq } from '@trade-portal/api-client';
import { FaqAccordion } from './FaqAccordion';

const faqs: Faq[] = [
  { FaqId: 1, Question: 'How do I place an order?', Answer: '<p>Open <a href="/place-order">Place Order</a>, enter quantities in outers and check out from the cart.</p>' },
  { FaqId: 2, Question: 'Can I change an order after submitting it?', Answer: '<p>Yes, while it is <strong>Pending</strong>: open it from My orders and choose Edit.</p>' },
  { FaqId: 3, Question: 'Where is my invoice?', Answer: '<p>In My orders, next to each processed order.</p><script>window.__faq=1</script>' },
];

const meta = { title: 'Content/FaqAccordion', component: FaqAccordion, tags: ['autodocs'], args: { faqs } } satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Questions as buttons under headings; Enter and Space open and close an answer; the answer's HTML is sanitised. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = c.getByRole('button', { name: 'How do I place an order?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await c.findByRole('link', { name: 'Place Order' })).toHaveAttribute('href', '/place-order');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(c.getByRole('button', { name: 'Where is my invoice?' }));
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(c.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
/** Several answers open at once. */
export const TwoOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'How do I place an order?' }));
    await userEvent.click(c.getByRole('button', { name: 'Can I change an order after submitting it?' }));
    await expect(c.getByRole('button', { name: 'How do I place an order?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByRole('button', { name: 'Can I change an order after submitting it?' })).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Loading: Story = { args: { faqs: undefined } };
export const Empty: Story = {
  args: { faqs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no questions here yet/)).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { faqs: undefined, isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('could not be loaded');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
