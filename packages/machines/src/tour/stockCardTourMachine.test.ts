import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { allStateIds } from '../testing';
import { stockCardTourMachine, type SaveTourProgressInput, type StockCardTourInput } from './stockCardTourMachine';

const seen = new Set<string>();

function run(input: StockCardTourInput, save: (i: SaveTourProgressInput) => Promise<void> = async () => undefined) {
  const saveTourProgress = vi.fn(save);
  const actor = createActor(
    stockCardTourMachine.provide({ actors: { saveTourProgress: fromPromise(({ input }: { input: SaveTourProgressInput }) => saveTourProgress(input)) } }),
    { input },
  );
  actor.subscribe((s) => s._nodes.forEach((n) => seen.add(n.id)));
  actor.start();
  return { actor, saveTourProgress };
}

describe('stockCardTourMachine (§4 Stock card tour)', () => {
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

  it('reaches every state', () => expect([...seen].sort()).toEqual(allStateIds(stockCardTourMachine).sort()));
});
