import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SurveyEnd, surveyEndStates, type SurveyEndProps } from './SurveyEnd';
import { emailHtml, phoneViewport } from '../shared/fixtures';

/** The email and opt-in held in the story, as the survey machine holds them. */
function Controlled(props: SurveyEndProps) {
  const [email, setEmail] = useState(props.email);
  const [optIn, setOptIn] = useState(props.optIn);
  return (
    <SurveyEnd
      {...props}
      email={email}
      optIn={optIn}
      onEmailChange={(e) => {
        props.onEmailChange(e);
        setEmail(e);
      }}
      onOptInChange={(o) => {
        props.onOptInChange(o);
        setOptIn(o);
      }}
    />
  );
}

const meta = {
  title: 'UI/Widgets/SurveyEnd',
  component: SurveyEnd,
  tags: ['autodocs'],
  args: { state: 'email', emailHtml, email: '', optIn: true, onEmailChange: fn(), onOptInChange: fn(), onSubmit: fn(), onClose: fn() },
  argTypes: { state: { control: 'inline-radio', options: surveyEndStates } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SurveyEnd>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The end screen with an empty email: Submit is disabled; the marketing box is unticked (OptIn true). */
export const EmailEmpty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Survey complete' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(c.getByRole('checkbox', { name: 'I do not want to receive marketing emails' })).not.toBeChecked();
  },
};
/** An email without a dot after the @: Submit stays disabled and, once the field is left, the §5 message shows. */
export const EmailInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Email address' }), 'mary@quayside');
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(c.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Invalid email format. Please try again.');
    await userEvent.type(c.getByRole('textbox', { name: 'Email address' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** A valid email, marketing declined (the box ticked: OptIn false), sent. */
export const EmailValid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Email address' }), 'mary@quayside.ie');
    await userEvent.click(c.getByRole('checkbox', { name: 'I do not want to receive marketing emails' }));
    await expect(args.onOptInChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
/** The email is on its way: Submit pending, the form read-only. */
export const Sending: Story = {
  args: { state: 'sending', email: 'mary@quayside.ie' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Submit' })).toHaveAttribute('data-pending', 'true');
    await expect(c.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};
/** Sending failed: the message, and Submit again. */
export const SendFailed: Story = {
  args: { email: 'mary@quayside.ie', errorMessage: 'Sorry, your answer could not be sent. Please try again.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('could not be sent');
    await expect(c.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};
/** Sent: thanks, and Close. */
export const EmailSent: Story = {
  args: { state: 'emailSent' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Thanks, your email address has been saved.');
    await expect(c.queryByRole('textbox')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** An email was left before (HasProvidedEmail): thanks only, no form. */
export const EmailAlreadyGiven: Story = {
  args: { state: 'done' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('form')).toBeNull();
    await expect(c.queryByRole('status')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Thank you for your feedback.');
  },
};
export const PhoneEmail: Story = { args: { email: 'mary@quayside.ie' }, globals: phoneViewport };
