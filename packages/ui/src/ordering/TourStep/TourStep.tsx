import { lazyComponent, lazyPart } from '../../primitives/lazyPart';

export type { TourStepProps } from './TourStepLayer';

/**
 * One step of a guided tour (the stock card tour of §3 and §4): a non-modal dialog
 * (`role="dialog"`, `aria-modal="false"`, named by the step's title, described by its text) next to the
 * part of the page it is about, with 'Step n of N', 'Skip tour', 'Back' (from the second step) and
 * 'Next' ('Finish' on the last). The page stays usable around it.
 *
 * - The part (`anchor`) is scrolled into view, outlined (`[data-tour-highlight]`) and described by the
 *   step's text (`aria-describedby`), so a screen reader meeting it hears what it is for.
 * - Focus moves into the panel at each step; Escape inside it skips; when the tour ends focus goes back
 *   where it was before (else the page's `main h1`).
 * - From 768 px the panel sits under the part (above it when there is no room); on phones it is a
 *   sheet at the bottom of the window. `[data-tour-step]` holds the step; `[data-placed]` once placed.
 *
 * Shown only to a retailer who has not finished the tour, so its code loads when it is first rendered
 * (nothing shows meanwhile).
 */
export const TourStep = lazyComponent(lazyPart(() => import('./TourStepLayer')), (module) => module.TourStep);
