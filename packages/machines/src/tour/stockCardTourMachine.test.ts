import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { stockCardTourMachine, type SaveTourProgressInput, type StockCardTourInput } from './stockCardTourMachine';


function run(input: StockCardTourInput, save: (i: SaveTourProgressInput) => Promise<void> = async () => undefined) {
  const saveTourProgress = vi.fn(save);
  const actor = createActor(
    stockCardTourMachine.provide({ actors: { saveTourProgress: fromPromise(({ input }: { input: SaveTourProgressInput }) => saveTourProgress(input)) } }),
    { input },
  );
  actor.start();
  return { actor, saveTourProgress };
}

describe('stockCardTourMachine (§4 Stock card tour)', () => {
  describe('pure transitions', () => {
    it('clamps the saved step into the tour', () => {
      expect(initialTransition(stockCardTourMachine, { steps: 4, Step: 2 })[0].context.step).toBe(2);
      expect(initialTransition(stockCardTourMachine, { steps: 4, Step: 9 })[0].context.step).toBe(3);
      expect(initialTransition(stockCardTourMachine, { steps: 4, Step: -1 })[0].context.step).toBe(0);
      expect(initialTransition(stockCardTourMachine, { steps: 0 })[0].context.steps).toBe(1);
    });

    it('next on the last step completes, skip completes from any step', () => {
      const [first] = initialTransition(stockCardTourMachine, { steps: 2 });
      const [last] = transition(stockCardTourMachine, first, { type: 'tour.next' });
      expect(last.context.step).toBe(1);
      expect(transition(stockCardTourMachine, last, { type: 'tour.next' })[0].value).toBe('completing');
      expect(transition(stockCardTourMachine, first, { type: 'tour.skip' })[0].value).toBe('completing');
    });
  });

  describe('the running actor', () => {
    it('walks the steps, saving each one, and completes at the end', async () => {
      const { actor, saveTourProgress } = run({ steps: 3 });
      expect(actor.getSnapshot().value).toBe('touring');
      expect(actor.getSnapshot().hasTag('visible')).toBe(true);
      expect(actor.getSnapshot().context.step).toBe(0);
      actor.send({ type: 'tour.next' });
      actor.send({ type: 'tour.next' });
      expect(actor.getSnapshot().context.step).toBe(2);
      actor.send({ type: 'tour.back' });
      actor.send({ type: 'tour.next' });
      expect(saveTourProgress.mock.calls.map((c) => c[0])).toEqual([
        { Completed: false, Step: 1 }, { Completed: false, Step: 2 }, { Completed: false, Step: 1 }, { Completed: false, Step: 2 },
      ]);
      actor.send({ type: 'tour.next' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('completed');
      expect(saveTourProgress).toHaveBeenLastCalledWith({ Completed: true, Step: 2 });
    });

    it('cannot go back before the first step', () => {
      const { actor, saveTourProgress } = run({ steps: 2 });
      actor.send({ type: 'tour.back' });
      expect(actor.getSnapshot().context.step).toBe(0);
      expect(saveTourProgress).not.toHaveBeenCalled();
    });

    it('resumes at the saved step, clamped to the tour', () => {
      expect(run({ steps: 4, Step: 2 }).actor.getSnapshot().context.step).toBe(2);
      expect(run({ steps: 4, Step: 9 }).actor.getSnapshot().context.step).toBe(3);
      expect(run({ steps: 4, Step: -1 }).actor.getSnapshot().context.step).toBe(0);
      expect(run({ steps: 0 }).actor.getSnapshot().context.steps).toBe(1);
    });

    it('starts completed when the saved tour is completed, saving nothing', () => {
      const { actor, saveTourProgress } = run({ steps: 4, Completed: true, Step: 3 });
      expect(actor.getSnapshot().value).toBe('completed');
      expect(actor.getSnapshot().status).toBe('done');
      expect(saveTourProgress).not.toHaveBeenCalled();
    });

    it('skip completes from any step, even when saving fails', async () => {
      const { actor, saveTourProgress } = run({ steps: 5, Step: 1 }, async () => {
        throw new Error('offline');
      });
      actor.send({ type: 'tour.next' });
      expect(actor.getSnapshot().context.step).toBe(2);
      actor.send({ type: 'tour.skip' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.value).toBe('completed');
      expect(saveTourProgress).toHaveBeenLastCalledWith({ Completed: true, Step: 2 });
    });
  });

  describe('graph walk', () => {
    // A saved-completed start takes the eventless transition; the final save resolves or rejects; a failed
    // step save (a spawned child's error) is swallowed by the root wildcard.
    const walk = walkMachine(stockCardTourMachine, {
      inputs: [{ steps: 2 }, { steps: 2, Completed: true }],
      events: [{ type: 'tour.next' }, { type: 'tour.back' }, { type: 'tour.skip' }, { type: 'xstate.error.actor.saveStep', error: new Error('offline') } as never],
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(stockCardTourMachine).sort()));
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'stockCardTour.completing: xstate.done.actor.0.stockCardTour.completing [0] → stockCardTour.completed',
      'stockCardTour.completing: xstate.error.actor.0.stockCardTour.completing [0] → stockCardTour.completed',
      'stockCardTour.touring: always [0] → stockCardTour.completed',
      'stockCardTour.touring: tour.back [0] → (no target)',
      'stockCardTour.touring: tour.next [0] → stockCardTour.completing',
      'stockCardTour.touring: tour.next [1] → (no target)',
      'stockCardTour.touring: tour.skip [0] → stockCardTour.completing',
      'stockCardTour: * [0] → (no target)',
    ];
    it('takes every transition', () => {
      expect(allTransitions(stockCardTourMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(stockCardTourMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(stockCardTourMachine).sort());
    });
  });
});
