import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Survey, SurveyState } from '@trade-portal/api-client';
import { surveyMachine, type SubmitAnswerInput, type SubmitEmailInput, type SurveyReportInput } from '@trade-portal/machines';
import { SurveyFlow } from './SurveyFlow';

/**
 * The survey widget (§2.12) wired to the real survey machine, with fake actors in place of the API: spies
 * that record each answer, email and report (§4 Survey) and resolve, never settle, or refuse as the story
 * needs. Each story starts from a GET /api/Survey/active answer.
 */
const survey: Survey = {
  Id: 7,
  CurrentQuestionId: null,
  StartHtml: '<h2>Your ordering experience</h2><p>Tell us how ordering works for your store: four short questions, about two minutes.</p>',
  TermsHtml: '<h3>Survey terms and conditions</h3><p>Your answers are used only to improve the Trade Portal.</p>',
  EmailHtml: '<p>Thank you for your feedback! Leave your email if you are happy for our team to follow up.</p>',
  StickyHtml: '<p><strong>You have a survey in progress…</strong> Pick up where you left off.</p>',
  OnClosePopupStickyHtml: '<p>No problem. <strong>Your survey is saved</strong>: continue it any time.</p>',
  Questions: [
    { QuestionId: 1, Text: 'How often do you usually order through the Trade Portal?', Type: 1, MultipleSelections: false, MaxSelections: 1, Answers: [{ AnswerId: 11, Text: 'Once a week' }, { AnswerId: 12, Text: 'Every two weeks' }] },
    { QuestionId: 2, Text: 'Which categories do you order most?', Type: 1, MultipleSelections: true, MaxSelections: null, Answers: [{ AnswerId: 21, Text: 'Cigarettes' }, { AnswerId: 22, Text: 'Roll your own' }, { AnswerId: 23, Text: 'Cigars' }] },
    { QuestionId: 3, Text: 'How easy is it to find the products you want?', Type: 2, MultipleSelections: false, MaxSelections: 1, Answers: [] },
    { QuestionId: 4, Text: 'What one thing would make ordering quicker?', Type: 3, MultipleSelections: false, MaxSelections: 1, Answers: [] },
  ],
};
const modal: SurveyState = { ShowModal: true, ShowSticky: false, HasProvidedEmail: false, Survey: survey };
const sticky: SurveyState = { ShowModal: false, ShowSticky: true, HasProvidedEmail: false, Survey: { ...survey, CurrentQuestionId: 4 } };

const calls = { submitAnswer: fn(), submitEmail: fn(), reportEntered: fn(), reportClosed: fn(), reportComplete: fn() };
const never = () => new Promise<never>(() => {});

/** The machine with fake actors: `answer` and `email` decide how the server answers. */
const withActors = (answer: () => Promise<unknown> = async () => undefined, email: () => Promise<unknown> = async () => undefined) =>
  surveyMachine.provide({
    actors: {
      submitAnswer: fromPromise(async ({ input }: { input: SubmitAnswerInput }) => (calls.submitAnswer(input), answer())),
      submitEmail: fromPromise(async ({ input }: { input: SubmitEmailInput }) => (calls.submitEmail(input), email())),
      reportEntered: fromPromise<unknown, SurveyReportInput>(async ({ input }) => calls.reportEntered(input)),
      reportClosed: fromPromise<unknown, SurveyReportInput>(async ({ input }) => calls.reportClosed(input)),
      reportComplete: fromPromise<unknown, SurveyReportInput>(async ({ input }) => calls.reportComplete(input)),
    },
  });

const meta = {
  title: 'Portal/Survey',
  component: SurveyFlow,
  tags: ['autodocs', 'phone'],
  parameters: {
    // react-aria's live announcer (outside the story's markup) briefly holds a node labelled by a pending
    // button; our own markup is still checked.
    a11y: { context: { exclude: [['[data-live-announcer]']] } },
  },
  args: { machine: withActors(), state: modal },
  beforeEach: () => Object.values(calls).forEach((spy) => spy.mockClear()),
  decorators: [(Story) => <div style={{ minHeight: 480, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof SurveyFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side panel, once it has faded and slid in (its overlay starts transparent). */
const panel = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Survey' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
/**
 * The intro modal, once its lazy overlay code has arrived: the first story of a run waits for the chunk,
 * which on a busy machine takes longer than Testing Library's default second.
 */
const intro = () => screen.findByRole('dialog', { name: 'Share your feedback' }, { timeout: 5000 });
const continueFromIntro = async () => userEvent.click(within(await intro()).getByRole('button', { name: 'Continue' }));
const stateOf = (el: HTMLElement) => el.querySelector('[data-survey-state]')?.getAttribute('data-survey-state');

/** ShowModal: the intro modal (§2.12). */
export const Intro: Story = {
  play: async ({ canvasElement }) => {
    await expect(await intro()).toHaveTextContent('four short questions');
    await expect(stateOf(canvasElement)).toBe('intro');
  },
};

/** 'Terms and Conditions', then 'Start survey': the first question, and 'entered' reported (§4). */
export const TermsThenStart: Story = {
  play: async () => {
    await userEvent.click(within(await intro()).getByRole('button', { name: 'Terms and Conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Start survey' }));
    await expect(within(await panel()).getByRole('progressbar', { name: 'Question 1 of 4' })).toBeVisible();
    await expect(calls.reportEntered).toHaveBeenCalledWith({ SurveyId: 7 });
  },
};

/** 'No thanks': nothing shows, and 'closed' is reported. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await intro()).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(stateOf(canvasElement)).toBe('closed');
    await expect(calls.reportClosed).toHaveBeenCalledWith({ SurveyId: 7 });
  },
};

/** Answering: a single choice sent, then the multiple choice of at most 2 (none from the server) at its maximum. */
export const Answering: Story = {
  play: async () => {
    await continueFromIntro();
    const p = within(await panel());
    await expect(p.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(p.getByRole('radio', { name: 'Every two weeks' }));
    await userEvent.click(p.getByRole('button', { name: 'Next' }));
    await expect(await p.findByRole('progressbar', { name: 'Question 2 of 4' })).toBeVisible();
    await expect(calls.submitAnswer).toHaveBeenCalledWith({ SurveyId: 7, QuestionId: 1, Answers: [{ AnswerId: 12 }] });
    // Focus moves to the new question's first answer, not left on a Next button that went away.
    await waitFor(() => expect(p.getByRole('checkbox', { name: 'Cigarettes' })).toHaveFocus());
    await userEvent.click(p.getByRole('checkbox', { name: 'Cigarettes' }));
    await userEvent.click(p.getByRole('checkbox', { name: 'Cigars' }));
    await expect(p.getByRole('checkbox', { name: 'Roll your own' })).toBeDisabled();
    await expect(p.getByRole('group', { name: 'Which categories do you order most?' })).toHaveAccessibleDescription('Choose up to 2');
  },
};

/** The answer is on its way: Next pending, the panel cannot be closed meanwhile. */
export const Submitting: Story = {
  args: { machine: withActors(never) },
  play: async ({ canvasElement }) => {
    await continueFromIntro();
    const p = within(await panel());
    await userEvent.click(p.getByRole('radio', { name: 'Once a week' }));
    await userEvent.click(p.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(p.getByRole('button', { name: 'Next' })).toHaveAttribute('data-pending', 'true'));
    await expect(p.getByRole('button', { name: 'Close survey' })).toBeDisabled();
    await expect(stateOf(canvasElement)).toBe('questions');
  },
};

/** The server refused the answer (400): its Message, the answer kept for another try. */
export const SubmitRefused: Story = {
  args: { machine: withActors(async () => Promise.reject({ Message: 'Choose one of the answers offered.' })) },
  play: async () => {
    await continueFromIntro();
    const p = within(await panel());
    await userEvent.click(p.getByRole('radio', { name: 'Once a week' }));
    await userEvent.click(p.getByRole('button', { name: 'Next' }));
    await expect(await p.findByRole('alert')).toHaveTextContent('Choose one of the answers offered.');
    await expect(p.getByRole('radio', { name: 'Once a week' })).toBeChecked();
  },
};

/** ShowSticky: the sticky 'continue' panel; it continues at the first unanswered question (4 of 4). */
export const Sticky: Story = {
  args: { state: sticky },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Survey' });
    await expect(region).toHaveTextContent('You have a survey in progress');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** From the sticky panel: 'Continue survey' opens the last question, free text; the close button reports `fromSticky`. */
export const StickyContinued: Story = {
  args: { state: sticky },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue survey' }));
    const p = within(await panel());
    // The panel slides in: visible once it has.
    await waitFor(() => expect(p.getByRole('progressbar', { name: 'Question 4 of 4' })).toBeVisible());
    await userEvent.type(p.getByRole('textbox', { name: 'What one thing would make ordering quicker?' }), 'Search by{Enter}code');
    await userEvent.click(p.getByRole('button', { name: 'Next' }));
    await expect(await p.findByRole('heading', { name: 'Survey complete' })).toBeVisible();
    await expect(calls.submitAnswer).toHaveBeenCalledWith({ SurveyId: 7, QuestionId: 4, Answers: [{ Custom: 'Search by code' }] });
    await expect(calls.reportComplete).toHaveBeenCalledWith({ SurveyId: 7 });
  },
};

/** Closed from the sticky panel: not offered again, reported with fromSticky. */
export const StickyClosed: Story = {
  args: { state: sticky },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close survey' }));
    await expect(within(canvasElement).queryByRole('region', { name: 'Survey' })).toBeNull();
    await expect(calls.reportClosed).toHaveBeenCalledWith({ SurveyId: 7, fromSticky: true });
  },
};

/** `?survey=true` on a page whose survey was left part-way: the question at once, no sticky panel. */
export const OpenedFromLink: Story = {
  args: { state: sticky, openNow: true },
  play: async ({ canvasElement }) => {
    const p = within(await panel());
    await waitFor(() => expect(p.getByRole('progressbar', { name: 'Question 4 of 4' })).toBeVisible());
    await expect(within(canvasElement).queryByRole('region', { name: 'Survey' })).toBeNull();
  },
};

/** Closed part-way: the come-back-later message for 3 s (§4, §9), then nothing. */
export const ComeBackLater: Story = {
  play: async ({ canvasElement }) => {
    await continueFromIntro();
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Close survey' }));
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Your survey is saved');
    await expect(calls.reportClosed).toHaveBeenCalledWith({ SurveyId: 7 });
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull(), { timeout: 4000 });
    await expect(stateOf(canvasElement)).toBe('closed');
  },
};

/** The end screen after the last answer: the email form, then sent with OptIn false when the box is ticked. */
export const EndEmailSent: Story = {
  args: { state: sticky },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue survey' }));
    const p = within(await panel());
    await userEvent.type(p.getByRole('textbox', { name: 'What one thing would make ordering quicker?' }), 'Nothing');
    await userEvent.click(p.getByRole('button', { name: 'Next' }));
    const email = await p.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'niamh@shannonside');
    await expect(p.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(email, '.ie');
    await userEvent.click(p.getByRole('checkbox', { name: 'I do not want to receive marketing emails' }));
    await userEvent.click(p.getByRole('button', { name: 'Submit' }));
    await expect(await p.findByText('Thanks, your email address has been saved.')).toBeVisible();
    await expect(calls.submitEmail).toHaveBeenCalledWith({ SurveyId: 7, email: 'niamh@shannonside.ie', OptIn: false });
  },
};

/** An email was left before (HasProvidedEmail): the end screen thanks without the form. */
export const EndEmailAlreadyGiven: Story = {
  args: { state: { ...sticky, HasProvidedEmail: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue survey' }));
    const p = within(await panel());
    await userEvent.type(p.getByRole('textbox', { name: 'What one thing would make ordering quicker?' }), 'Nothing');
    await userEvent.click(p.getByRole('button', { name: 'Next' }));
    await expect(await p.findByText('Thank you for your feedback.')).toBeVisible();
    await expect(p.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  },
};

/** No survey for the page: nothing at all. */
export const NoSurvey: Story = {
  args: { state: { ShowModal: false, ShowSticky: false, HasProvidedEmail: false, Survey: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-survey-state]')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const PhoneSticky: Story = { args: { state: sticky }, globals: { viewport: { value: 'phone' } } };
export const PhoneQuestion: Story = { args: { state: sticky, openNow: true }, globals: { viewport: { value: 'phone' } }, play: OpenedFromLink.play };
