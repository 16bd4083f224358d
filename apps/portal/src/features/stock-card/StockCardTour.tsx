import { useEffect, useState, type RefObject } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StockCardTour as TourProgress } from '@trade-portal/api-client';
import { stockCardTourMachine, type SaveTourProgressInput } from '@trade-portal/machines';
import { TourStep } from '@trade-portal/ui';
import { useSaveStockCardTour } from '../../api';
import { usePopupTurn } from '../../popups/popupTurns';
import { stockCardTourSteps } from './tourSteps';

/** Props of `StockCardTour`. */
export interface StockCardTourProps {
  /** The saved progress from GetStockcardTour; read once, when the tour starts. */
  progress: TourProgress;
  /** The page: each step's part is looked for inside it. */
  pageRef: RefObject<HTMLElement | null>;
  /** Changes when the page's content changes (the card loaded, a row removed), so the part is looked for again. */
  contentKey: string;
}

/**
 * The stock card tour of §3 and §4 on /stock-card: packages/machines' `stockCardTourMachine` over
 * `stockCardTourSteps`, resumed at the saved `Step`, each step change saved as
 * `{ Completed: false, Step }` and the end as `{ Completed: true, Step }` (POST SubmitStockcardTour);
 * 'Skip tour' and Escape end it the same way, as completed, so it is never offered again (ADR 0012).
 * Renders ui's `TourStep` beside the step's part while the machine is `visible`, nothing once done. It
 * takes turns with the CMS popup banner (`popupTurns.ts`): a banner that opened first is closed before
 * the tour shows (and has faded out), and a banner that comes later waits for the tour to end; like the
 * banner, it opens at a quiet moment (`quietMoment.ts`), not under a finger.
 */
export function StockCardTour(props: StockCardTourProps) {
  const save = useSaveStockCardTour();
  const [machine] = useState(() =>
    stockCardTourMachine.provide({ actors: { saveTourProgress: fromPromise(({ input }: { input: SaveTourProgressInput }) => save(input)) } }),
  );
  return <StockCardTourView {...props} machine={machine} />;
}

/**
 * `StockCardTour` with its machine given (the page's, or a story's with a fake `saveTourProgress`):
 * started once, from `progress`. `quietMs`: how long the page must be left alone before the tour shows
 * (the page's default; a story shows it at once with 0).
 */
export function StockCardTourView({ progress, pageRef, contentKey, machine, quietMs }: StockCardTourProps & { machine: typeof stockCardTourMachine; quietMs?: number }) {
  const [snapshot, send] = useMachine(machine, {
    input: { steps: stockCardTourSteps.length, Completed: progress.Completed, Step: progress.Step },
  });
  const { step } = snapshot.context;
  const current = stockCardTourSteps[step]!;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isActive = snapshot.hasTag('visible') || snapshot.hasTag('loading');
  const hasTurn = usePopupTurn('stockCardTour', isActive, { quietMs });

  // The step's part is looked for after the commit (a passive effect: the page's own ref is attached only
  // after its children's layout effects), and again whenever the page's DOM changes while the step shows:
  // the product list is virtualised, so the row a step is about can mount after the step begins (the card
  // still arriving, or the list measuring its window), and a row scrolled away is unmounted and later
  // mounted as a new element. Looking only once left such a step on the fallback or on a detached
  // element; now it follows the part as soon as it is in the page. `setAnchor` with the same element is a no-op.
  useEffect(() => {
    const page = pageRef.current;
    const find = () => setAnchor(page?.querySelector<HTMLElement>(current.selector) ?? page?.querySelector<HTMLElement>('[data-tour="list"]') ?? null);
    find();
    if (!page) return;
    let frame = 0;
    // Once a frame at most: a list scrolling under the panel changes the DOM many times a frame.
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(find);
    });
    observer.observe(page, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [current.selector, pageRef, contentKey]);

  // Waiting for its turn, the machine stays on its step: nothing is saved until the retailer moves on.
  if (!isActive || !hasTurn) return null;
  return (
    <TourStep
      title={current.title}
      description={current.description}
      step={step}
      steps={stockCardTourSteps.length}
      anchor={anchor}
      isPending={snapshot.hasTag('loading')}
      onBack={() => send({ type: 'tour.back' })}
      onNext={() => send({ type: 'tour.next' })}
      onSkip={() => send({ type: 'tour.skip' })}
    />
  );
}
