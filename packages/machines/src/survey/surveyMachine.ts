import { and, assign, fromPromise, not, setup, spawnChild } from 'xstate';
import {
  RATING_MAX, RATING_MIN, SURVEY_COME_BACK_LATER_MS, SURVEY_DEFAULT_MAX_SELECTIONS, SurveyQuestionType, isSurveyEmail, normaliseFreeText,
} from '@trade-portal/domain';
import type { Survey, SurveyQuestion, SurveyState } from '@trade-portal/api-client';

/** Input: the page's active survey state from GET /api/Survey/active (§3 Survey, §7). */
export type SurveyInput = SurveyState;

/** One answer of POST /api/Survey/submit: a chosen AnswerId, or Custom text (a rating 1–5 or free text). */
export interface SurveyAnswerValue {
  AnswerId?: number;
  Custom?: string;
}

/** Body of POST /api/Survey/submit (§7). */
export interface SubmitAnswerInput {
  SurveyId: number;
  QuestionId: number;
  Answers: SurveyAnswerValue[];
}

/** Query of GET /api/Survey/{id}/submitemail (§7). */
export interface SubmitEmailInput {
  SurveyId: number;
  email: string;
  OptIn: boolean;
}

/** Input of the report actors: GET /api/Survey/{id}/entered, /complete and /closed (`fromSticky` only for closed). */
export interface SurveyReportInput {
  SurveyId: number;
  fromSticky?: boolean;
}

export interface SurveyContext {
  survey: Survey | null;
  /** Where the widget starts, from ShowModal and ShowSticky. */
  startIn: 'intro' | 'sticky' | 'closed';
  hasProvidedEmail: boolean;
  /** Index of the current question in `survey.Questions`. */
  index: number;
  /** Chosen AnswerIds of a choice question. */
  selected: number[];
  /** Rating 1–5 of a rating question, null until chosen. */
  rating: number | null;
  /** Free text as typed (line breaks are replaced by spaces when it is sent). */
  text: string;
  email: string;
  /** Marketing opt-in; ticking the box opts out (§5). @default true */
  optIn: boolean;
  /** The last failed submission's message, cleared by the next edit. */
  errorMessage: string | null;
}

export type SurveyEvent =
  | { type: 'survey.continue' }
  | { type: 'survey.decline' }
  | { type: 'survey.terms' }
  | { type: 'survey.start' }
  | { type: 'survey.back' }
  | { type: 'survey.select'; answerId: number }
  | { type: 'survey.rate'; value: number }
  | { type: 'survey.text'; text: string }
  | { type: 'survey.next' }
  | { type: 'survey.email'; email: string }
  | { type: 'survey.optIn'; optIn: boolean }
  | { type: 'survey.submitEmail' }
  | { type: 'survey.close' };

/** The current question, or undefined past the last one. */
export function currentQuestion(context: Pick<SurveyContext, 'survey' | 'index'>): SurveyQuestion | undefined {
  return context.survey?.Questions[context.index];
}

/** Progress indicator of the side panel (§2.12): question `current` (1-based) of `total`. */
export function surveyProgress(context: Pick<SurveyContext, 'survey' | 'index'>): { current: number; total: number } {
  const total = context.survey?.Questions.length ?? 0;
  return { current: Math.min(context.index + 1, total), total };
}

/** Multi-choice maximum of a question: MaxSelections, or 2 when none is given (§5). */
export function maxSelections(question: Pick<SurveyQuestion, 'MultipleSelections' | 'MaxSelections'> | undefined): number {
  if (!question?.MultipleSelections) return 1;
  return question.MaxSelections != null && question.MaxSelections > 0 ? question.MaxSelections : SURVEY_DEFAULT_MAX_SELECTIONS;
}

/** The answers to send for the current draft, or [] when it is not an answer yet (§5). */
export function draftAnswers(context: SurveyContext): SurveyAnswerValue[] {
  const q = currentQuestion(context);
  if (!q) return [];
  if (q.Type === SurveyQuestionType.Choice) return context.selected.map((AnswerId) => ({ AnswerId }));
  if (q.Type === SurveyQuestionType.Rating) return context.rating == null ? [] : [{ Custom: String(context.rating) }];
  const text = normaliseFreeText(context.text);
  return text ? [{ Custom: text }] : [];
}

const emptyDraft = { selected: [] as number[], rating: null, text: '', errorMessage: null };
/** The server's Message of a failed submission, else a default. */
function messageOf(error: unknown): string {
  const message = error && typeof error === 'object' && 'Message' in error ? error.Message : undefined;
  return typeof message === 'string' && message ? message : 'Sorry, your answer could not be sent. Please try again.';
}

/**
 * The survey widget of §2.12 with the rules of §4 and §5.
 * - `intro` (modal, tag `modal`): `survey.continue` → `questions`; `survey.decline` (No thanks) → `closed`;
 *   `survey.terms` → `terms` (tag `modal`): `survey.start` → `questions`, `survey.back` → `intro`.
 * - `sticky` (the sticky continue panel, tag `sticky`, when ShowSticky without ShowModal): `survey.continue`
 *   → `questions`; `survey.close` → `closed` (reported with `fromSticky`).
 * - `questions` (side panel, tag `panel`): one question at a time from CurrentQuestionId; `survey.select`
 *   (choice: single replaces, multi toggles up to MaxSelections, default 2, guard `canSelectMore`),
 *   `survey.rate` (1–5), `survey.text`; `survey.next` needs an answer (guard `hasAnswer`) → `submitting`
 *   (actor `submitAnswer`, tag `loading`) → the next question or `end`. A failed submit stays on the
 *   question with `errorMessage` (tag `error`). `survey.close` → `comeBackLater`.
 * - `end` (end screen): reports complete; `email` (`survey.email`, `survey.optIn`, `survey.submitEmail`
 *   guarded by the §5 pattern) → `submittingEmail` (actor `submitEmail`) → `thanks`; skipped when
 *   HasProvidedEmail. `survey.close` → `closed`.
 * - `comeBackLater` (tag `comeBackLater`): after `comeBackLaterDelay` (3000 ms) → `closed`.
 * - `closed` (tag `closed`): nothing shown; a resting state rather than a final one so the last report runs.
 * Reports (fire and forget, failures ignored): `reportEntered` on start, `reportClosed` on No thanks or
 * close, `reportComplete` on finishing. Implements §2.12, §4 Survey, §5 survey rules, §7 Surveys.
 */
export const surveyMachine = setup({
  types: { context: {} as SurveyContext, events: {} as SurveyEvent, input: {} as SurveyInput },
  delays: { comeBackLaterDelay: SURVEY_COME_BACK_LATER_MS },
  actors: {
    submitAnswer: fromPromise<unknown, SubmitAnswerInput>(async () => undefined),
    submitEmail: fromPromise<unknown, SubmitEmailInput>(async () => undefined),
    reportEntered: fromPromise<unknown, SurveyReportInput>(async () => undefined),
    reportClosed: fromPromise<unknown, SurveyReportInput>(async () => undefined),
    reportComplete: fromPromise<unknown, SurveyReportInput>(async () => undefined),
  },
  guards: {
    startsInSticky: ({ context }) => context.startIn === 'sticky',
    startsClosed: ({ context }) => context.startIn === 'closed',
    hasNoQuestion: ({ context }) => currentQuestion(context) === undefined,
    isSelected: ({ context, event }) => event.type === 'survey.select' && context.selected.includes(event.answerId),
    isKnownAnswer: ({ context, event }) =>
      event.type === 'survey.select' && currentQuestion(context)?.Type === SurveyQuestionType.Choice && !!currentQuestion(context)?.Answers.some((a) => a.AnswerId === event.answerId),
    isSingleChoice: ({ context }) => !currentQuestion(context)?.MultipleSelections,
    canSelectMore: ({ context }) => context.selected.length < maxSelections(currentQuestion(context)),
    isValidRating: ({ context, event }) =>
      event.type === 'survey.rate' && currentQuestion(context)?.Type === SurveyQuestionType.Rating && Number.isInteger(event.value) && event.value >= RATING_MIN && event.value <= RATING_MAX,
    hasAnswer: ({ context }) => draftAnswers(context).length > 0,
    hasMoreQuestions: ({ context }) => context.index + 1 < (context.survey?.Questions.length ?? 0),
    hasProvidedEmail: ({ context }) => context.hasProvidedEmail,
    isEmailValid: ({ context }) => isSurveyEmail(context.email),
  },
  actions: {
    deselect: assign({ selected: ({ context, event }) => context.selected.filter((id) => event.type !== 'survey.select' || id !== event.answerId), errorMessage: null }),
    selectOnly: assign({ selected: ({ event }) => (event.type === 'survey.select' ? [event.answerId] : []), errorMessage: null }),
    addSelection: assign({ selected: ({ context, event }) => (event.type === 'survey.select' ? [...context.selected, event.answerId] : context.selected), errorMessage: null }),
    assignRating: assign({ rating: ({ event, context }) => (event.type === 'survey.rate' ? event.value : context.rating), errorMessage: null }),
    assignText: assign({ text: ({ event, context }) => (event.type === 'survey.text' ? event.text : context.text), errorMessage: null }),
    nextQuestion: assign(({ context }) => ({ index: context.index + 1, ...emptyDraft })),
    assignError: assign({ errorMessage: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    assignEmail: assign({ email: ({ event, context }) => (event.type === 'survey.email' ? event.email.trim() : context.email), errorMessage: null }),
    assignOptIn: assign({ optIn: ({ event, context }) => (event.type === 'survey.optIn' ? event.optIn : context.optIn) }),
    reportEntered: spawnChild('reportEntered', { input: ({ context }) => ({ SurveyId: context.survey?.Id ?? 0 }) }),
    reportClosed: spawnChild('reportClosed', { input: ({ context }) => ({ SurveyId: context.survey?.Id ?? 0 }) }),
    reportClosedFromSticky: spawnChild('reportClosed', { input: ({ context }) => ({ SurveyId: context.survey?.Id ?? 0, fromSticky: true }) }),
    reportComplete: spawnChild('reportComplete', { input: ({ context }) => ({ SurveyId: context.survey?.Id ?? 0 }) }),
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => {
    const survey = input.Survey ?? null;
    const found = survey?.CurrentQuestionId == null ? -1 : survey.Questions.findIndex((q) => q.QuestionId === survey.CurrentQuestionId);
    return {
      survey,
      startIn: !survey ? 'closed' : input.ShowModal ? 'intro' : input.ShowSticky ? 'sticky' : 'closed',
      hasProvidedEmail: input.HasProvidedEmail,
      index: Math.max(0, found),
      ...emptyDraft,
      email: '',
      optIn: true,
    };
  },
  initial: 'intro',
  // Reports are fire and forget: a spawned report's error event must not fail the widget. States are
  // checked first, so the invokes' own onError transitions still win.
  on: { '*': {} },
  states: {
    intro: {
      tags: ['modal'],
      always: [
        { guard: 'startsClosed', target: 'closed' },
        { guard: 'startsInSticky', target: 'sticky' },
      ],
      on: {
        'survey.continue': { target: 'questions', actions: 'reportEntered' },
        'survey.decline': { target: 'closed', actions: 'reportClosed' },
        'survey.terms': 'terms',
      },
    },
    terms: {
      tags: ['modal'],
      on: {
        'survey.start': { target: 'questions', actions: 'reportEntered' },
        'survey.back': 'intro',
      },
    },
    sticky: {
      tags: ['sticky'],
      on: {
        'survey.continue': 'questions',
        'survey.close': { target: 'closed', actions: 'reportClosedFromSticky' },
      },
    },
    questions: {
      tags: ['panel'],
      initial: 'answering',
      on: { 'survey.close': { target: 'comeBackLater', actions: 'reportClosed' } },
      states: {
        answering: {
          always: { guard: 'hasNoQuestion', target: '#survey.end' },
          on: {
            'survey.select': [
              { guard: and(['isSelected', not('isSingleChoice')]), actions: 'deselect' },
              { guard: and(['isKnownAnswer', 'isSingleChoice']), actions: 'selectOnly' },
              { guard: and(['isKnownAnswer', not('isSelected'), 'canSelectMore']), actions: 'addSelection' },
            ],
            'survey.rate': { guard: 'isValidRating', actions: 'assignRating' },
            'survey.text': { actions: 'assignText' },
            'survey.next': { guard: 'hasAnswer', target: 'submitting' },
          },
        },
        submitting: {
          tags: ['loading'],
          invoke: {
            src: 'submitAnswer',
            input: ({ context }) => ({ SurveyId: context.survey?.Id ?? 0, QuestionId: currentQuestion(context)?.QuestionId ?? 0, Answers: draftAnswers(context) }),
            onDone: [{ guard: 'hasMoreQuestions', target: 'answering', actions: 'nextQuestion' }, { target: '#survey.end' }],
            onError: { target: 'answering', actions: 'assignError' },
          },
        },
      },
    },
    end: {
      tags: ['end'],
      entry: 'reportComplete',
      initial: 'email',
      on: { 'survey.close': 'closed' },
      states: {
        email: {
          always: { guard: 'hasProvidedEmail', target: 'thanks' },
          on: {
            'survey.email': { actions: 'assignEmail' },
            'survey.optIn': { actions: 'assignOptIn' },
            'survey.submitEmail': { guard: 'isEmailValid', target: 'submittingEmail' },
          },
        },
        submittingEmail: {
          tags: ['loading'],
          invoke: {
            src: 'submitEmail',
            input: ({ context }) => ({ SurveyId: context.survey?.Id ?? 0, email: context.email, OptIn: context.optIn }),
            onDone: 'thanks',
            onError: { target: 'email', actions: 'assignError' },
          },
        },
        thanks: {},
      },
    },
    comeBackLater: {
      tags: ['comeBackLater'],
      after: { comeBackLaterDelay: 'closed' },
      on: { 'survey.close': 'closed' },
    },
    // Not a final state: a final state would stop the actor, and with it the closed report spawned on the
    // way in, before that request is sent.
    closed: { tags: ['closed'] },
  },
});
