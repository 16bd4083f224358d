import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import type { Survey, SurveyState } from '@trade-portal/api-client';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import {
  currentQuestion, maxSelections, surveyMachine, surveyProgress,
  type SubmitAnswerInput, type SubmitEmailInput, type SurveyReportInput,
} from './surveyMachine';

const survey: Survey = {
  Id: 9,
  CurrentQuestionId: null,
  StartHtml: '<p>Tell us</p>', TermsHtml: '<p>Terms</p>', EmailHtml: '<p>Email</p>', StickyHtml: '<p>Continue</p>', OnClosePopupStickyHtml: '<p>Later</p>',
  Questions: [
    { QuestionId: 1, Text: 'Which brands?', Type: 1, MultipleSelections: true, MaxSelections: null, Answers: [{ AnswerId: 11, Text: 'A' }, { AnswerId: 12, Text: 'B' }, { AnswerId: 13, Text: 'C' }] },
    { QuestionId: 2, Text: 'Best?', Type: 1, MultipleSelections: false, MaxSelections: 1, Answers: [{ AnswerId: 21, Text: 'X' }, { AnswerId: 22, Text: 'Y' }] },
    { QuestionId: 3, Text: 'How was it?', Type: 2, MultipleSelections: false, MaxSelections: 1, Answers: [] },
    { QuestionId: 4, Text: 'Anything else?', Type: 3, MultipleSelections: false, MaxSelections: 1, Answers: [] },
  ],
};
const state = (over: Partial<SurveyState> = {}): SurveyState => ({ ShowModal: true, ShowSticky: false, HasProvidedEmail: false, Survey: survey, ...over });


function run(input: SurveyState, opts: { submitAnswer?: (i: SubmitAnswerInput) => Promise<unknown>; submitEmail?: (i: SubmitEmailInput) => Promise<unknown>; failReports?: boolean } = {}) {
  const report = (name: string) =>
    vi.fn(async (_: SurveyReportInput): Promise<unknown> => {
      if (opts.failReports) throw new Error(`${name} failed`);
      return undefined;
    });
  const fns = {
    submitAnswer: vi.fn(opts.submitAnswer ?? (async () => undefined)),
    submitEmail: vi.fn(opts.submitEmail ?? (async () => undefined)),
    reportEntered: report('entered'),
    reportClosed: report('closed'),
    reportComplete: report('complete'),
  };
  const actor = createActor(
    surveyMachine.provide({
      actors: {
        submitAnswer: fromPromise(({ input }: { input: SubmitAnswerInput }) => fns.submitAnswer(input)),
        submitEmail: fromPromise(({ input }: { input: SubmitEmailInput }) => fns.submitEmail(input)),
        reportEntered: fromPromise(({ input }: { input: SurveyReportInput }) => fns.reportEntered(input)),
        reportClosed: fromPromise(({ input }: { input: SurveyReportInput }) => fns.reportClosed(input)),
        reportComplete: fromPromise(({ input }: { input: SurveyReportInput }) => fns.reportComplete(input)),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, ...fns };
}
const flush = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

describe('surveyMachine (§2.12, §4 Survey, §5)', () => {
  // Fake timers move the 3000 ms come-back-later delay forward by hand and let the fake actors' promises settle.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('pure transitions', () => {
    it('starts where ShowModal and ShowSticky say', () => {
      expect(initialTransition(surveyMachine, state())[0].value).toBe('intro');
      expect(initialTransition(surveyMachine, state({ ShowModal: false, ShowSticky: true }))[0].value).toBe('sticky');
      expect(initialTransition(surveyMachine, state({ ShowModal: false }))[0].value).toBe('closed');
    });

    it('Next waits for an answer', () => {
      const [intro] = initialTransition(surveyMachine, state());
      const [answering] = transition(surveyMachine, intro, { type: 'survey.continue' });
      expect(transition(surveyMachine, answering, { type: 'survey.next' })[0].matches({ questions: 'answering' })).toBe(true);
      const [selected] = transition(surveyMachine, answering, { type: 'survey.select', answerId: 11 });
      expect(transition(surveyMachine, selected, { type: 'survey.next' })[0].matches({ questions: 'submitting' })).toBe(true);
    });

    it('derives the multi-choice maximum', () => {
      expect(maxSelections({ MultipleSelections: true, MaxSelections: null })).toBe(2);
      expect(maxSelections({ MultipleSelections: true, MaxSelections: 3 })).toBe(3);
      expect(maxSelections({ MultipleSelections: false, MaxSelections: 3 })).toBe(1);
      expect(maxSelections(undefined)).toBe(1);
    });
  });

  describe('the running actor', () => {
    it('runs from intro through every question type to the email and thanks', async () => {
      const { actor, submitAnswer, submitEmail, reportEntered, reportComplete } = run(state());
      expect(actor.getSnapshot().value).toBe('intro');
      expect(actor.getSnapshot().hasTag('modal')).toBe(true);
      actor.send({ type: 'survey.continue' });
      expect(actor.getSnapshot().matches({ questions: 'answering' })).toBe(true);
      expect(actor.getSnapshot().hasTag('panel')).toBe(true);
      expect(reportEntered).toHaveBeenCalledWith({ SurveyId: 9 });
      expect(surveyProgress(actor.getSnapshot().context)).toEqual({ current: 1, total: 4 });

      // multi choice: default maximum 2, the rest disabled; Next needs an answer
      expect(actor.getSnapshot().can({ type: 'survey.next' })).toBe(false);
      actor.send({ type: 'survey.select', answerId: 11 });
      actor.send({ type: 'survey.select', answerId: 12 });
      expect(actor.getSnapshot().can({ type: 'survey.select', answerId: 13 })).toBe(false);
      actor.send({ type: 'survey.select', answerId: 13 });
      expect(actor.getSnapshot().context.selected).toEqual([11, 12]);
      actor.send({ type: 'survey.select', answerId: 11 });
      actor.send({ type: 'survey.select', answerId: 13 });
      expect(actor.getSnapshot().context.selected).toEqual([12, 13]);
      actor.send({ type: 'survey.select', answerId: 99 });
      expect(actor.getSnapshot().context.selected).toEqual([12, 13]);
      actor.send({ type: 'survey.next' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      await flush();
      expect(submitAnswer).toHaveBeenLastCalledWith({ SurveyId: 9, QuestionId: 1, Answers: [{ AnswerId: 12 }, { AnswerId: 13 }] });
      expect(currentQuestion(actor.getSnapshot().context)?.QuestionId).toBe(2);
      expect(actor.getSnapshot().context.selected).toEqual([]);

      // single choice replaces
      actor.send({ type: 'survey.select', answerId: 21 });
      actor.send({ type: 'survey.select', answerId: 22 });
      actor.send({ type: 'survey.select', answerId: 22 });
      expect(actor.getSnapshot().context.selected).toEqual([22]);
      actor.send({ type: 'survey.next' });
      await flush();
      expect(submitAnswer).toHaveBeenLastCalledWith({ SurveyId: 9, QuestionId: 2, Answers: [{ AnswerId: 22 }] });

      // rating 1–5
      actor.send({ type: 'survey.next' });
      expect(actor.getSnapshot().matches({ questions: 'answering' })).toBe(true);
      actor.send({ type: 'survey.rate', value: 6 });
      actor.send({ type: 'survey.rate', value: 0 });
      actor.send({ type: 'survey.rate', value: 2.5 });
      expect(actor.getSnapshot().context.rating).toBeNull();
      actor.send({ type: 'survey.select', answerId: 21 });
      expect(actor.getSnapshot().context.selected).toEqual([]);
      actor.send({ type: 'survey.rate', value: 4 });
      actor.send({ type: 'survey.next' });
      await flush();
      expect(submitAnswer).toHaveBeenLastCalledWith({ SurveyId: 9, QuestionId: 3, Answers: [{ Custom: '4' }] });

      // free text: blank is not an answer; line breaks become spaces
      actor.send({ type: 'survey.text', text: ' \n ' });
      expect(actor.getSnapshot().can({ type: 'survey.next' })).toBe(false);
      actor.send({ type: 'survey.text', text: 'Great\nservice' });
      actor.send({ type: 'survey.next' });
      await flush();
      expect(submitAnswer).toHaveBeenLastCalledWith({ SurveyId: 9, QuestionId: 4, Answers: [{ Custom: 'Great service' }] });

      // end screen: complete reported; email pattern gates submit; opt-in defaults to true
      expect(actor.getSnapshot().matches({ end: 'email' })).toBe(true);
      expect(reportComplete).toHaveBeenCalledWith({ SurveyId: 9 });
      expect(actor.getSnapshot().context.optIn).toBe(true);
      actor.send({ type: 'survey.email', email: 'me@shop' });
      expect(actor.getSnapshot().can({ type: 'survey.submitEmail' })).toBe(false);
      actor.send({ type: 'survey.submitEmail' });
      expect(submitEmail).not.toHaveBeenCalled();
      actor.send({ type: 'survey.email', email: ' me@shop.ie ' });
      actor.send({ type: 'survey.optIn', optIn: false });
      actor.send({ type: 'survey.submitEmail' });
      expect(actor.getSnapshot().matches({ end: 'submittingEmail' })).toBe(true);
      await flush();
      expect(submitEmail).toHaveBeenCalledWith({ SurveyId: 9, email: 'me@shop.ie', OptIn: false });
      expect(actor.getSnapshot().matches({ end: 'thanks' })).toBe(true);
      actor.send({ type: 'survey.close' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    });

    it('shows the terms, goes back, then starts from them', () => {
      const { actor, reportEntered } = run(state());
      actor.send({ type: 'survey.terms' });
      expect(actor.getSnapshot().value).toBe('terms');
      actor.send({ type: 'survey.back' });
      expect(actor.getSnapshot().value).toBe('intro');
      actor.send({ type: 'survey.terms' });
      actor.send({ type: 'survey.start' });
      expect(actor.getSnapshot().matches('questions')).toBe(true);
      expect(reportEntered).toHaveBeenCalledTimes(1);
    });

    it('No thanks closes and reports closed', () => {
      const { actor, reportClosed, reportEntered } = run(state());
      actor.send({ type: 'survey.decline' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(reportClosed).toHaveBeenCalledWith({ SurveyId: 9 });
      expect(reportEntered).not.toHaveBeenCalled();
    });

    it('the sticky panel continues where the survey stopped, or closes from sticky', async () => {
      const { actor } = run(state({ ShowModal: false, ShowSticky: true, Survey: { ...survey, CurrentQuestionId: 3 } }));
      expect(actor.getSnapshot().value).toBe('sticky');
      expect(actor.getSnapshot().hasTag('sticky')).toBe(true);
      actor.send({ type: 'survey.continue' });
      expect(currentQuestion(actor.getSnapshot().context)?.QuestionId).toBe(3);
      expect(surveyProgress(actor.getSnapshot().context)).toEqual({ current: 3, total: 4 });

      const b = run(state({ ShowModal: false, ShowSticky: true }));
      b.actor.send({ type: 'survey.close' });
      expect(b.actor.getSnapshot().value).toBe('closed');
      expect(b.reportClosed).toHaveBeenCalledWith({ SurveyId: 9, fromSticky: true });
    });

    it('starts closed with no survey or nothing to show', () => {
      expect(run(state({ Survey: null })).actor.getSnapshot().value).toBe('closed');
      expect(run(state({ ShowModal: false, ShowSticky: false })).actor.getSnapshot().value).toBe('closed');
    });

    it('keeps the answer and shows the message when a submit fails; ignores failed reports', async () => {
      let fail = true;
      const { actor } = run(state({ HasProvidedEmail: true }), {
        failReports: true,
        submitAnswer: async () => {
          if (fail) throw { Message: 'Survey closed.' };
        },
      });
      actor.send({ type: 'survey.continue' });
      actor.send({ type: 'survey.select', answerId: 11 });
      actor.send({ type: 'survey.next' });
      await flush();
      expect(actor.getSnapshot().matches({ questions: 'answering' })).toBe(true);
      expect(actor.getSnapshot().context.errorMessage).toBe('Survey closed.');
      expect(actor.getSnapshot().context.selected).toEqual([11]);
      fail = false;
      actor.send({ type: 'survey.next' });
      await flush();
      expect(actor.getSnapshot().context.index).toBe(1);
      expect(actor.getSnapshot().status).toBe('active');
    });

    it('offers no second Next while an answer is on its way, and closing the end screen reports nothing more', async () => {
      let resolve!: () => void;
      const one = { ...survey, Questions: survey.Questions.slice(1, 2) };
      const { actor, submitAnswer, reportClosed, reportComplete } = run(state({ Survey: one }), { submitAnswer: () => new Promise<unknown>((r) => (resolve = () => r(undefined))) });
      actor.send({ type: 'survey.continue' });
      actor.send({ type: 'survey.select', answerId: 21 });
      actor.send({ type: 'survey.next' });
      // The panel's Next asks can(): false while submitting, so a double press sends one answer.
      expect(actor.getSnapshot().can({ type: 'survey.next' })).toBe(false);
      actor.send({ type: 'survey.next' });
      expect(submitAnswer).toHaveBeenCalledTimes(1);
      resolve();
      await flush();
      expect(actor.getSnapshot().matches({ end: 'email' })).toBe(true);
      expect(reportComplete).toHaveBeenCalledTimes(1);
      actor.send({ type: 'survey.close' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(reportClosed).not.toHaveBeenCalled();
    });

    it('skips the email when already given, and retries a failed email', async () => {
      const none = { ...survey, Questions: [] };
      const a = run(state({ HasProvidedEmail: true, Survey: none }));
      a.actor.send({ type: 'survey.continue' });
      expect(a.actor.getSnapshot().matches({ end: 'thanks' })).toBe(true);

      const b = run(state({ Survey: none }), {
        submitEmail: async () => {
          throw new Error('down');
        },
      });
      b.actor.send({ type: 'survey.continue' });
      b.actor.send({ type: 'survey.email', email: 'a@b.ie' });
      b.actor.send({ type: 'survey.submitEmail' });
      await flush();
      expect(b.actor.getSnapshot().matches({ end: 'email' })).toBe(true);
      expect(b.actor.getSnapshot().context.errorMessage).toBe('Sorry, your answer could not be sent. Please try again.');
    });
  });

  describe('delays', () => {
    it('closing mid-survey shows come back later for 3 s, then closes', async () => {
      const { actor, reportClosed } = run(state());
      actor.send({ type: 'survey.continue' });
      actor.send({ type: 'survey.close' });
      expect(actor.getSnapshot().value).toBe('comeBackLater');
      expect(reportClosed).toHaveBeenCalledWith({ SurveyId: 9 });
      await vi.advanceTimersByTimeAsync(2999);
      expect(actor.getSnapshot().value).toBe('comeBackLater');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('closed');

      const other = run(state());
      other.actor.send({ type: 'survey.continue' });
      other.actor.send({ type: 'survey.close' });
      other.actor.send({ type: 'survey.close' });
      expect(other.actor.getSnapshot().value).toBe('closed');
    });
  });

  describe('graph walk', () => {
    // A short survey (one question of each type, a multi choice of at most 1) keeps the walk small; the starts
    // cover the modal, the sticky panel, no survey, an email already given and no questions. Actors resolve
    // or reject (the default outcomes); a failed report (a spawned child's error) is swallowed by the wildcard.
    const short: Survey = {
      ...survey,
      Questions: [
        { QuestionId: 1, Text: 'Which brands?', Type: 1, MultipleSelections: true, MaxSelections: 1, Answers: [{ AnswerId: 11, Text: 'A' }, { AnswerId: 12, Text: 'B' }] },
        { QuestionId: 2, Text: 'Best?', Type: 1, MultipleSelections: false, MaxSelections: 1, Answers: [{ AnswerId: 21, Text: 'X' }] },
        { QuestionId: 3, Text: 'How was it?', Type: 2, MultipleSelections: false, MaxSelections: 1, Answers: [] },
        { QuestionId: 4, Text: 'Anything else?', Type: 3, MultipleSelections: false, MaxSelections: 1, Answers: [] },
      ],
    };
    const walk = walkMachine(surveyMachine, {
      inputs: [
        state({ Survey: short }), state({ ShowModal: false, ShowSticky: true, Survey: short }), state({ Survey: null }),
        state({ HasProvidedEmail: true, Survey: short }), state({ Survey: { ...short, Questions: [] } }),
      ],
      events: [
        { type: 'survey.continue' }, { type: 'survey.decline' }, { type: 'survey.terms' }, { type: 'survey.start' }, { type: 'survey.back' },
        { type: 'survey.select', answerId: 11 }, { type: 'survey.select', answerId: 12 }, { type: 'survey.select', answerId: 21 },
        { type: 'survey.rate', value: 4 }, { type: 'survey.text', text: 'Fine' }, { type: 'survey.next' },
        { type: 'survey.email', email: 'me@shop.ie' }, { type: 'survey.optIn', optIn: false }, { type: 'survey.submitEmail' }, { type: 'survey.close' },
        { type: 'xstate.error.actor.report', error: new Error('offline') } as never,
      ],
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(surveyMachine).sort()));
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'survey.comeBackLater: survey.close [0] → survey.closed',
      'survey.comeBackLater: xstate.after.comeBackLaterDelay.survey.comeBackLater [0] → survey.closed',
      'survey.end.email: always [0] → survey.end.thanks',
      'survey.end.email: survey.email [0] → (no target)',
      'survey.end.email: survey.optIn [0] → (no target)',
      'survey.end.email: survey.submitEmail [0] → survey.end.submittingEmail',
      'survey.end.submittingEmail: xstate.done.actor.0.survey.end.submittingEmail [0] → survey.end.thanks',
      'survey.end.submittingEmail: xstate.error.actor.0.survey.end.submittingEmail [0] → survey.end.email',
      'survey.end: survey.close [0] → survey.closed',
      'survey.intro: always [0] → survey.closed',
      'survey.intro: always [1] → survey.sticky',
      'survey.intro: survey.continue [0] → survey.questions',
      'survey.intro: survey.decline [0] → survey.closed',
      'survey.intro: survey.terms [0] → survey.terms',
      'survey.questions.answering: always [0] → survey.end',
      'survey.questions.answering: survey.next [0] → survey.questions.submitting',
      'survey.questions.answering: survey.rate [0] → (no target)',
      'survey.questions.answering: survey.select [0] → (no target)',
      'survey.questions.answering: survey.select [1] → (no target)',
      'survey.questions.answering: survey.select [2] → (no target)',
      'survey.questions.answering: survey.text [0] → (no target)',
      'survey.questions.submitting: xstate.done.actor.0.survey.questions.submitting [0] → survey.questions.answering',
      'survey.questions.submitting: xstate.done.actor.0.survey.questions.submitting [1] → survey.end',
      'survey.questions.submitting: xstate.error.actor.0.survey.questions.submitting [0] → survey.questions.answering',
      'survey.questions: survey.close [0] → survey.comeBackLater',
      'survey.sticky: survey.close [0] → survey.closed',
      'survey.sticky: survey.continue [0] → survey.questions',
      'survey.terms: survey.back [0] → survey.intro',
      'survey.terms: survey.start [0] → survey.questions',
      'survey: * [0] → (no target)',
    ];
    it('takes every transition', () => {
      expect(allTransitions(surveyMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(surveyMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(surveyMachine).sort());
    });
  });
});
