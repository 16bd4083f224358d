import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import type { HelpbotQuestion } from '@trade-portal/api-client';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { chosenAnswer, ctaPath, helpbotMachine, type FetchQuestionInput, type HelpbotContext } from './helpbotMachine';

const tree: Record<number, HelpbotQuestion> = {
  0: { Text: 'What do you need?', Answers: [{ Text: 'Ordering', NextQuestionId: 1 }, { Text: 'Downloads', CTALink: '#/see-all-downloads' }, { Text: 'Nothing' }, { Text: 'Broken', NextQuestionId: 404 }] },
  1: { Text: 'Which part?', Answers: [{ Text: 'Checkout', NextQuestionId: 2 }, { Text: 'Place order', CTALink: '#/place-order' }] },
  2: { Text: 'Checkout help', Answers: [{ Text: 'Thanks' }] },
};


function run(opts: { probeFails?: boolean } = {}) {
  const fetchQuestion = vi.fn(async ({ questionId }: FetchQuestionInput): Promise<HelpbotQuestion> => {
    if (opts.probeFails) throw Object.assign(new Error('Not Found'), { status: 404 });
    const q = tree[questionId];
    if (!q) throw new Error('404');
    return q;
  });
  const logOpen = vi.fn();
  const navigate = vi.fn();
  const actor = createActor(
    helpbotMachine.provide({
      actors: { fetchQuestion: fromPromise(({ input }: { input: FetchQuestionInput }) => fetchQuestion(input)) },
      actions: { logOpen: () => logOpen(), navigate: (_, params) => navigate(params.path) },
    }),
  );
  actor.start();
  return { actor, fetchQuestion, logOpen, navigate };
}
const flush = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};
const texts = (actor: ReturnType<typeof run>['actor']) => actor.getSnapshot().context.chat.map((e) => [e.question.Text, chosenAnswer(e)?.Text ?? null]);

async function openChat() {
  const r = run();
  await flush();
  r.actor.send({ type: 'helpbot.open' });
  await vi.advanceTimersByTimeAsync(100 + 1000);
  await flush();
  return r;
}

describe('helpbotMachine (§2.8, §4 Helpbot, §9)', () => {
  // Fake timers move the §9 delays forward by hand and let the fake actors' promises settle.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('pure transitions', () => {
    it('probes for the first question before anything is shown', () => {
      const [snapshot] = initialTransition(helpbotMachine);
      expect(snapshot.value).toBe('probing');
      expect(snapshot.hasTag('visible')).toBe(false);
      expect(snapshot.context).toEqual({ chat: [], pendingQuestionId: 0 });
    });

    it('reverts only to a message of the chat', () => {
      const entry = { questionId: 0, question: tree[0]!, answerIndex: 0 };
      const chatting = helpbotMachine.resolveState({ value: { open: 'chatting' }, context: { chat: [entry], pendingQuestionId: 1 } });
      expect(chatting.can({ type: 'helpbot.revert', index: 1 })).toBe(false);
      const [reverted] = transition(helpbotMachine, chatting, { type: 'helpbot.revert', index: 0 });
      expect(reverted.context.chat).toEqual([{ ...entry, answerIndex: null }]);
    });
  });

  describe('the running actor', () => {
    it('is disabled when the first question call fails', async () => {
      const { actor } = run({ probeFails: true });
      expect(actor.getSnapshot().value).toBe('probing');
      await flush();
      expect(actor.getSnapshot().value).toBe('disabled');
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    });

    it('appends answers and next questions, and reverts to an earlier message', async () => {
      const { actor } = await openChat();
      actor.send({ type: 'helpbot.answer', answerIndex: 0 });
      await flush();
      actor.send({ type: 'helpbot.answer', answerIndex: 0 });
      await flush();
      expect(texts(actor)).toEqual([['What do you need?', 'Ordering'], ['Which part?', 'Checkout'], ['Checkout help', null]]);
      actor.send({ type: 'helpbot.answer', answerIndex: 0 });
      expect(texts(actor).at(-1)).toEqual(['Checkout help', 'Thanks']);
      actor.send({ type: 'helpbot.answer', answerIndex: 0 });
      actor.send({ type: 'helpbot.answer', answerIndex: 9 });
      expect(actor.getSnapshot().context.chat).toHaveLength(3);

      actor.send({ type: 'helpbot.revert', index: 5 });
      expect(actor.getSnapshot().context.chat).toHaveLength(3);
      actor.send({ type: 'helpbot.revert', index: 1 });
      expect(texts(actor)).toEqual([['What do you need?', 'Ordering'], ['Which part?', null]]);
      actor.send({ type: 'helpbot.revert', index: 0 });
      expect(texts(actor)).toEqual([['What do you need?', null]]);
    });

    it('ignores a failed next question silently', async () => {
      const { actor } = await openChat();
      actor.send({ type: 'helpbot.answer', answerIndex: 3 });
      await flush();
      expect(actor.getSnapshot().matches({ open: 'chatting' })).toBe(true);
      expect(texts(actor)).toEqual([['What do you need?', 'Broken']]);
      actor.send({ type: 'helpbot.revert', index: 0 });
      actor.send({ type: 'helpbot.answer', answerIndex: 2 });
      expect(texts(actor)).toEqual([['What do you need?', 'Nothing']]);
    });

    it('a revert while the next question is on its way drops that question, and answers wait for it', async () => {
      const { actor, fetchQuestion } = await openChat();
      let arrive: (q: HelpbotQuestion) => void = () => {};
      fetchQuestion.mockImplementationOnce(() => new Promise<HelpbotQuestion>((resolve) => (arrive = resolve)));
      actor.send({ type: 'helpbot.answer', answerIndex: 0 });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      // Nothing to answer while fetching: the last question is answered already.
      expect(actor.getSnapshot().can({ type: 'helpbot.answer', answerIndex: 0 })).toBe(false);
      actor.send({ type: 'helpbot.revert', index: 0 });
      expect(actor.getSnapshot().matches({ open: 'chatting' })).toBe(true);
      arrive(tree[1]!);
      await flush();
      expect(texts(actor)).toEqual([['What do you need?', null]]);
    });

    it.each([['#/place-order', '/place-order'], ['/videos', '/videos'], ['##/faqs', '/faqs'], [' #/ ', '/']])('ctaPath(%j) = %j', (link, path) =>
      expect(ctaPath(link)).toBe(path));
  });

  describe('delays', () => {
    it('shows the launcher, hides to the tab after 5 s and shows again on hover', async () => {
      const { actor, fetchQuestion } = run();
      await flush();
      expect(fetchQuestion).toHaveBeenCalledWith({ questionId: 0 });
      expect(actor.getSnapshot().value).toBe('collapsed');
      expect(actor.getSnapshot().hasTag('launcher')).toBe(true);
      await vi.advanceTimersByTimeAsync(4999);
      expect(actor.getSnapshot().value).toBe('collapsed');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(actor.getSnapshot().hasTag('tab')).toBe(true);
      actor.send({ type: 'helpbot.hover' });
      expect(actor.getSnapshot().value).toBe('collapsed');
      await vi.advanceTimersByTimeAsync(3000);
      actor.send({ type: 'helpbot.hover' });
      await vi.advanceTimersByTimeAsync(3000);
      expect(actor.getSnapshot().value).toBe('collapsed');
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toBe('hidden');
      actor.send({ type: 'helpbot.open' });
      expect(actor.getSnapshot().value).toBe('opening');
    });

    it('opens 100 ms after the click, logs it, and starts with question 0 a second later', async () => {
      const { actor, logOpen, fetchQuestion } = run();
      await flush();
      fetchQuestion.mockClear();
      actor.send({ type: 'helpbot.open' });
      expect(actor.getSnapshot().hasTag('launcherExpanded')).toBe(true);
      await vi.advanceTimersByTimeAsync(99);
      expect(logOpen).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(logOpen).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ open: 'starting' })).toBe(true);
      expect(actor.getSnapshot().hasTag('open')).toBe(true);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchQuestion).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      await flush();
      expect(fetchQuestion).toHaveBeenCalledWith({ questionId: 0 });
      expect(actor.getSnapshot().matches({ open: 'chatting' })).toBe(true);
      expect(texts(actor)).toEqual([['What do you need?', null]]);
    });

    it('a CTA answer navigates without the hash and closes; closing clears the chat after 500 ms', async () => {
      const { actor, navigate } = await openChat();
      actor.send({ type: 'helpbot.answer', answerIndex: 1 });
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/see-all-downloads');
      expect(actor.getSnapshot().value).toBe('closing');
      expect(actor.getSnapshot().context.chat).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(actor.getSnapshot().value).toBe('closing');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('collapsed');
      expect(actor.getSnapshot().context.chat).toEqual([]);
    });

    it('can be closed while opening or starting, and reopened while closing', async () => {
      const { actor } = run();
      await flush();
      actor.send({ type: 'helpbot.open' });
      actor.send({ type: 'helpbot.close' });
      expect(actor.getSnapshot().value).toBe('closing');
      actor.send({ type: 'helpbot.open' });
      expect(actor.getSnapshot().value).toBe('opening');
      await vi.advanceTimersByTimeAsync(100);
      actor.send({ type: 'helpbot.close' });
      await vi.advanceTimersByTimeAsync(500);
      expect(actor.getSnapshot().value).toBe('collapsed');
    });
  });

  describe('graph walk', () => {
    // fetchQuestion answers from the tree by the pending question id (a missing one rejects, as a 404), or
    // rejects; delays are the walk's `xstate.after.…` events.
    const walk = walkMachine(helpbotMachine, {
      events: [
        { type: 'helpbot.hover' }, { type: 'helpbot.open' }, { type: 'helpbot.close' },
        { type: 'helpbot.answer', answerIndex: 0 }, { type: 'helpbot.answer', answerIndex: 1 }, { type: 'helpbot.answer', answerIndex: 2 },
        { type: 'helpbot.revert', index: 0 },
      ],
      outcomes: {
        fetchQuestion: ({ context }) => {
          const question = tree[(context as HelpbotContext).pendingQuestionId];
          return question ? [{ output: question }, { error: new Error('404') }] : [{ error: new Error('404') }];
        },
      },
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(helpbotMachine).sort()));
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'helpbot.closing: helpbot.open [0] → helpbot.opening',
      'helpbot.closing: xstate.after.closeResetDelay.helpbot.closing [0] → helpbot.collapsed',
      'helpbot.collapsed: helpbot.hover [0] → helpbot.collapsed',
      'helpbot.collapsed: helpbot.open [0] → helpbot.opening',
      'helpbot.collapsed: xstate.after.autoHideDelay.helpbot.collapsed [0] → helpbot.hidden',
      'helpbot.hidden: helpbot.hover [0] → helpbot.collapsed',
      'helpbot.hidden: helpbot.open [0] → helpbot.opening',
      'helpbot.open.chatting: helpbot.answer [0] → helpbot.closing',
      'helpbot.open.chatting: helpbot.answer [1] → helpbot.open.fetching',
      'helpbot.open.chatting: helpbot.answer [2] → (no target)',
      'helpbot.open.fetching: xstate.done.actor.0.helpbot.open.fetching [0] → helpbot.open.chatting',
      'helpbot.open.fetching: xstate.error.actor.0.helpbot.open.fetching [0] → helpbot.open.chatting',
      'helpbot.open.starting: xstate.after.chatStartDelay.helpbot.open.starting [0] → helpbot.open.fetching',
      'helpbot.open: helpbot.close [0] → helpbot.closing',
      'helpbot.open: helpbot.revert [0] → helpbot.open.chatting',
      'helpbot.opening: helpbot.close [0] → helpbot.closing',
      'helpbot.opening: xstate.after.openDelay.helpbot.opening [0] → helpbot.open',
      'helpbot.probing: xstate.done.actor.0.helpbot.probing [0] → helpbot.collapsed',
      'helpbot.probing: xstate.error.actor.0.helpbot.probing [0] → helpbot.disabled',
    ];
    it('takes every transition', () => {
      expect(allTransitions(helpbotMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(helpbotMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(helpbotMachine).sort());
    });
  });
});
