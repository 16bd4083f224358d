import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument, type LegalText } from './LegalDocument';

const sample: LegalText = {
  title: 'Cookies Policy',
  updated: '1 November 2026',
  sections: [
    { heading: 'What cookies are', paragraphs: ['Cookies are small files a website stores in your browser.'] },
    { heading: 'What this portal stores', paragraphs: ['The portal keeps your session in your browser’s local storage:'], list: ['token and token_type: your session', 'username: the email you logged in with', 'account_number: the store you last chose', 'cart: quantities not yet saved'] },
  ],
};

const meta = { title: 'Content/LegalDocument', component: LegalDocument, tags: ['autodocs'], args: { document: sample } } satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A legal text with its template notice, its date and sections with a list. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeInTheDocument();
    await expect(c.getByRole('note')).toHaveTextContent(/template for the operator/);
    await expect(c.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(c.getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
