import { assign, fromPromise, setup, spawnChild } from 'xstate';
import type { StockCardTour } from '@trade-portal/api-client';

/** Where the tour starts: its length and the saved progress of GetStockcardTour (§3 Stock card tour). */
export interface StockCardTourInput {
  /** Number of steps of the tour (≥ 1). */
  steps: number;
  /** Saved progress; a completed tour starts in `completed`. @default { Completed: false, Step: 0 } */
  Completed?: boolean;
  /** Saved step, 0-based; clamped to 0 … steps − 1. */
  Step?: number;
}

export interface StockCardTourContext {
  steps: number;
  /** Current step, 0-based. */
  step: number;
  /** Saved as completed when the tour started (the tour is not shown again). */
  startedCompleted: boolean;
}

export type StockCardTourEvent = { type: 'tour.next' } | { type: 'tour.back' } | { type: 'tour.skip' };

/** Body of SubmitStockcardTour (§7): `{ Completed, Step }`. */
export type SaveTourProgressInput = StockCardTour;

const clampStep = (step: number | undefined, steps: number) => Math.min(Math.max(0, Math.floor(step ?? 0)), Math.max(0, steps - 1));

/**
 * The stock card tour of §4: `touring` through steps 0 … N−1 (`tour.next`, `tour.back`), each step change
 * saved with the actor `saveTourProgress({ Completed: false, Step })` (fire and forget: a failed save does not
 * stop the tour); `tour.next` on the last step or `tour.skip` → `completing` (saves `{ Completed: true,
 * Step }`, tag `loading`) → `completed` (final). A skipped tour counts as completed so it is not offered
 * again. Input `{ steps, Completed, Step }` from GetStockcardTour; `Completed` starts in `completed`.
 * Tag `visible` while the tour is shown. Implements §4 Stock card tour, §7 SubmitStockcardTour.
 */
export const stockCardTourMachine = setup({
  types: {
    context: {} as StockCardTourContext,
    events: {} as StockCardTourEvent,
    input: {} as StockCardTourInput,
  },
  actors: {
    saveTourProgress: fromPromise<void, SaveTourProgressInput>(async () => undefined),
  },
  guards: {
    isCompleted: ({ context }) => context.startedCompleted,
    isLastStep: ({ context }) => context.step >= context.steps - 1,
    hasPreviousStep: ({ context }) => context.step > 0,
  },
  actions: {
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
    previousStep: assign({ step: ({ context }) => context.step - 1 }),
    saveStep: spawnChild('saveTourProgress', { input: ({ context }) => ({ Completed: false, Step: context.step }) }),
  },
}).createMachine({
  id: 'stockCardTour',
  context: ({ input }) => ({
    steps: Math.max(1, Math.floor(input.steps)),
    step: clampStep(input.Step, Math.max(1, Math.floor(input.steps))),
    startedCompleted: input.Completed === true,
  }),
  initial: 'touring',
  // A failed step save (a spawned child's error event) must not stop the tour: xstate fails a parent that
  // leaves a child's error unhandled. States are checked first, so the invoke's own onError still wins.
  on: { '*': {} },
  states: {
    touring: {
      tags: ['visible'],
      always: { guard: 'isCompleted', target: 'completed' },
      on: {
        'tour.next': [{ guard: 'isLastStep', target: 'completing' }, { actions: ['nextStep', 'saveStep'] }],
        'tour.back': { guard: 'hasPreviousStep', actions: ['previousStep', 'saveStep'] },
        'tour.skip': 'completing',
      },
    },
    completing: {
      tags: ['loading'],
      invoke: {
        src: 'saveTourProgress',
        input: ({ context }) => ({ Completed: true, Step: context.step }),
        onDone: 'completed',
        // The tour is over for this visit whatever the server says.
        onError: 'completed',
      },
    },
    completed: { type: 'final' },
  },
});
