import { assign, fromPromise, setup } from 'xstate';
import { HELPBOT_AUTO_HIDE_MS, HELPBOT_CHAT_START_MS, HELPBOT_CLOSE_RESET_MS, HELPBOT_OPEN_DELAY_MS } from '@trade-portal/domain';
import type { HelpbotAnswer, HelpbotQuestion } from '@trade-portal/api-client';

/** One bot message of the chat and the answer the user chose under it (§3 Helpbot question). */
export interface HelpbotEntry {
  questionId: number;
  question: HelpbotQuestion;
  /** Index of the chosen answer in `question.Answers`, null while unanswered. */
  answerIndex: number | null;
}

export interface HelpbotContext {
  /** The chat: questions in order with the chosen answers (§3). */
  chat: HelpbotEntry[];
  /** The question being fetched. */
  pendingQuestionId: number;
}

export type HelpbotEvent =
  | { type: 'helpbot.hover' }
  | { type: 'helpbot.open' }
  | { type: 'helpbot.answer'; answerIndex: number }
  | { type: 'helpbot.revert'; index: number }
  | { type: 'helpbot.close' };

/** Input of `fetchQuestion`: GET /api/Cms/HelpbotQuestion?questionId (0 is the first question, §7). */
export interface FetchQuestionInput {
  questionId: number;
}

/** The in-app path of a CTA link: the hash prefix stripped, '#/place-order' → '/place-order' (§4 Helpbot). */
export function ctaPath(link: string): string {
  return link.trim().replace(/^#+/, '');
}

/** The answer a user chose under a chat entry, if any. */
export function chosenAnswer(entry: HelpbotEntry): HelpbotAnswer | undefined {
  return entry.answerIndex == null ? undefined : entry.question.Answers[entry.answerIndex];
}

const lastEntry = (context: HelpbotContext) => context.chat[context.chat.length - 1];
const answerOf = (context: HelpbotContext, event: HelpbotEvent) => {
  const last = lastEntry(context);
  return event.type === 'helpbot.answer' && last && last.answerIndex == null ? last.question.Answers[event.answerIndex] : undefined;
};

/**
 * The help chatbot widget of §2.8 and §4 Helpbot, timings of §9 as named delays.
 * - `probing`: actor `fetchQuestion({ questionId: 0 })`; a 200 → `collapsed`, a failure (404) → `disabled`
 *   (final: the widget is not shown, §8 Helpbot probe 404).
 * - `collapsed` (the 'Can I help?' launcher, tag `launcher`): after `autoHideDelay` (5000 ms) → `hidden`
 *   (the 58 px tab, tag `tab`); `helpbot.hover` (non-touch devices) shows the launcher again.
 * - `helpbot.open` (the click) → `opening` (tag `launcherExpanded`) → after `openDelay` (100 ms), action
 *   `logOpen` → `open.starting` → after `chatStartDelay` (1000 ms) → `open.fetching` question 0 →
 *   `open.chatting`. Tag `open` throughout `open`; `loading` while fetching.
 * - In `chatting`, `helpbot.answer { answerIndex }` answers the last question: an answer with NextQuestionId
 *   fetches the next question (a failure is ignored silently, §8); a CTALink answer runs the action
 *   `navigate({ path })` (hash prefix stripped) and closes; any other answer just records the choice.
 * - `helpbot.revert { index }` truncates the chat to that bot message and clears its answer.
 * - `helpbot.close` → `closing` → after `closeResetDelay` (500 ms) the chat is cleared → `collapsed`.
 * Action hooks the portal provides: `logOpen()`, `navigate({ path })` (it handles the home-page cases of §4:
 * scroll to the downloads area, or just close when already home).
 */
export const helpbotMachine = setup({
  types: { context: {} as HelpbotContext, events: {} as HelpbotEvent },
  delays: {
    autoHideDelay: HELPBOT_AUTO_HIDE_MS,
    openDelay: HELPBOT_OPEN_DELAY_MS,
    chatStartDelay: HELPBOT_CHAT_START_MS,
    closeResetDelay: HELPBOT_CLOSE_RESET_MS,
  },
  actors: {
    fetchQuestion: fromPromise<HelpbotQuestion, FetchQuestionInput>(async () => {
      throw new Error('fetchQuestion is not provided');
    }),
  },
  guards: {
    isCtaAnswer: ({ context, event }) => !!answerOf(context, event)?.CTALink,
    hasNextQuestion: ({ context, event }) => answerOf(context, event)?.NextQuestionId != null,
    isAnswerable: ({ context, event }) => answerOf(context, event) !== undefined,
    isRevertable: ({ context, event }) => event.type === 'helpbot.revert' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.chat.length,
  },
  actions: {
    logOpen: () => {},
    navigate: (_, _params: { path: string }) => {},
    chooseAnswer: assign({
      chat: ({ context, event }) =>
        event.type === 'helpbot.answer' ? context.chat.map((entry, i) => (i === context.chat.length - 1 ? { ...entry, answerIndex: event.answerIndex } : entry)) : context.chat,
    }),
    askFirstQuestion: assign({ pendingQuestionId: 0 }),
    askNextQuestion: assign({ pendingQuestionId: ({ context, event }) => answerOf(context, event)?.NextQuestionId ?? 0 }),
    appendQuestion: assign({
      chat: ({ context, event }) => [...context.chat, { questionId: context.pendingQuestionId, question: (event as unknown as { output: HelpbotQuestion }).output, answerIndex: null }],
    }),
    truncateChat: assign({
      chat: ({ context, event }) =>
        event.type === 'helpbot.revert' ? context.chat.slice(0, event.index + 1).map((entry, i) => (i === event.index ? { ...entry, answerIndex: null } : entry)) : context.chat,
    }),
    clearChat: assign({ chat: [], pendingQuestionId: 0 }),
  },
}).createMachine({
  id: 'helpbot',
  context: { chat: [], pendingQuestionId: 0 },
  initial: 'probing',
  states: {
    probing: {
      invoke: { src: 'fetchQuestion', input: { questionId: 0 }, onDone: 'collapsed', onError: 'disabled' },
    },
    disabled: { type: 'final' },
    collapsed: {
      tags: ['visible', 'launcher'],
      after: { autoHideDelay: 'hidden' },
      on: {
        'helpbot.hover': { target: 'collapsed', reenter: true },
        'helpbot.open': 'opening',
      },
    },
    hidden: {
      tags: ['visible', 'tab'],
      on: { 'helpbot.hover': 'collapsed', 'helpbot.open': 'opening' },
    },
    opening: {
      tags: ['visible', 'launcherExpanded'],
      after: { openDelay: { target: 'open', actions: 'logOpen' } },
      on: { 'helpbot.close': 'closing' },
    },
    open: {
      tags: ['visible', 'open'],
      initial: 'starting',
      on: {
        'helpbot.close': 'closing',
        'helpbot.revert': { guard: 'isRevertable', target: '.chatting', actions: 'truncateChat' },
      },
      states: {
        starting: {
          after: { chatStartDelay: { target: 'fetching', actions: 'askFirstQuestion' } },
        },
        fetching: {
          tags: ['loading'],
          invoke: {
            src: 'fetchQuestion',
            input: ({ context }) => ({ questionId: context.pendingQuestionId }),
            onDone: { target: 'chatting', actions: 'appendQuestion' },
            // §8: a question fetch failure after the first is ignored silently.
            onError: 'chatting',
          },
        },
        chatting: {
          on: {
            'helpbot.answer': [
              {
                guard: 'isCtaAnswer',
                target: '#helpbot.closing',
                // navigate first: it reads the answer while the question is still unanswered.
                actions: [{ type: 'navigate', params: ({ context, event }) => ({ path: ctaPath(answerOf(context, event)?.CTALink ?? '') }) }, 'chooseAnswer'],
              },
              { guard: 'hasNextQuestion', target: 'fetching', actions: ['askNextQuestion', 'chooseAnswer'] },
              { guard: 'isAnswerable', actions: 'chooseAnswer' },
            ],
          },
        },
      },
    },
    closing: {
      tags: ['visible'],
      after: { closeResetDelay: { target: 'collapsed', actions: 'clearChat' } },
      on: { 'helpbot.open': { target: 'opening', actions: 'clearChat' } },
    },
  },
});
