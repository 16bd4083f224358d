import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { allStateIds } from './testing';
import { popupMachine } from './popup';
import { stockCardTourMachine } from './tour';

/** State ids visited along the shortest paths of a model-based traversal. */
const reached = (paths: { state: unknown }[]) => new Set(paths.flatMap((p) => (p.state as AnyMachineSnapshot)._nodes.map((n) => n.id)));

// Machines whose every transition is driven by events or delays are walked by xstate/graph; the others
// (actor results) are covered by the scripted paths of their own tests, each ending in 'reaches every state'.
describe('graph walk (xstate/graph)', () => {
  it('reaches every popup state', () => {
    const paths = getShortestPaths(popupMachine, {
      events: [
        { type: 'popup.show', section: 'alert', title: 'T' },
        { type: 'popup.close' },
        { type: 'popup.hide' },
        { type: 'xstate.after.popupResetDelay.popup.closing' } as never,
      ],
    });
    expect([...reached(paths)].sort()).toEqual(allStateIds(popupMachine).sort());
  });

  it('reaches every stock card tour state but the save result', () => {
    const paths = getShortestPaths(stockCardTourMachine, {
      input: { steps: 2 },
      events: [{ type: 'tour.next' }, { type: 'tour.back' }, { type: 'tour.skip' }],
    });
    const ids = reached(paths);
    expect(ids.has('stockCardTour.touring')).toBe(true);
    expect(ids.has('stockCardTour.completing')).toBe(true);
  });
});
