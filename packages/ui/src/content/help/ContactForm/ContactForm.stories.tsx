import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@trade-portal/domain';
import { ContactForm } from './ContactForm';

const subjects = ['Order enquiry', 'Invoice query', 'Website feedback', 'Other'];

const meta = {
  title: 'Content/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { variant: 'logged-in', subjects, onSubmit: fn(), onSendAnother: fn() },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subject and Message are required: each label has the red asterisk, and each control says so to a screen reader. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The subject's trigger is a button, so '(required)' is part of its name rather than aria-required.
    await expect(c.getByRole('button', { name: /Subject \(required\)/ })).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Message' })).toBeRequired();
    await expect(c.getByRole('textbox', { name: /Order number/ })).not.toBeRequired();
    const marks = [...canvasElement.querySelectorAll('label, span[id]')].filter((l) => l.querySelector('[aria-hidden="true"]')?.textContent === '*');
    await expect(marks.map((l) => l.textContent?.replace(/\*.*$/, ''))).toEqual(['Subject', 'Message']);
  },
};

/** Sent empty: the §5 'This field is required.' under the subject and the message; nothing is sent. */
export const InvalidEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(c.getAllByText(messages.required)).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in and sent: the values go to onSubmit, trimmed, with the optional order number. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /Subject/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Invoice query' }));
    await userEvent.type(c.getByRole('textbox', { name: 'Message' }), '  The invoice total looks wrong.  ');
    await userEvent.type(c.getByRole('textbox', { name: /Order number/ }), '1000123');
    await userEvent.click(c.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '', email: '', subject: 'Invoice query', message: 'The invoice total looks wrong.', orderNumber: '1000123' });
  },
};

export const Sending: Story = { args: { isPending: true } };

/** The server refused it: its Message above the button; the form stays. */
export const ServerError: Story = {
  args: { errorMessage: 'Order number 999 is not one of this store’s orders.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Order number 999');
  },
};

/** Sent: the acknowledgement replaces the form; 'Send another message' brings it back. */
export const Sent: Story = {
  args: { sentMessage: 'Thank you, your message has been sent. We will reply as soon as we can.' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Thank you');
    await userEvent.click(c.getByRole('button', { name: 'Send another message' }));
    await expect(args.onSendAnother).toHaveBeenCalled();
  },
};

export const LoadingSubjects: Story = { args: { subjects: undefined } };

/** The public /contact-us variant: name and email too; a bad email gets the §5 message. */
export const PublicInvalidEmail: Story = {
  args: { variant: 'public' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Name/ }), 'Fiona Hayes');
    await userEvent.type(c.getByRole('textbox', { name: /Email/ }), 'fiona.hayes');
    await userEvent.click(c.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(c.getByText(messages.email)).toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(c.queryByRole('textbox', { name: /Order number/ })).toBeNull();
  },
};

/** 429 after too many messages from one address. */
export const PublicTooMany: Story = { args: { variant: 'public', errorMessage: 'Too many messages sent from here. Please try again in a few minutes.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
