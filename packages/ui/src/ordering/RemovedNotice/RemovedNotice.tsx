import { Suspense, useEffect, useState } from 'react';
import { lazyPart, onFirstInteraction, suspenseComponent } from '../../primitives/lazyPart';

/** How long the notice stays when nobody hovers or focuses it, ms. */
export const REMOVED_NOTICE_TIMEOUT_MS = 6000;

/** The cart line just removed, as the notice needs it. */
export interface RemovedLine {
  /** A new id is a new removal: it replaces the notice shown and restarts its time. */
  id: number;
  /** The line's SKU: after Undo, focus goes back to that line's quantity box (`[data-sku]`) if it had nowhere to be. */
  sku: string;
  /** Said as 'Removed {productName}'. */
  productName: string;
  /** Putting the line back was refused: the server's message (§8), shown under the name. */
  errorMessage?: string;
}

/** Props of `RemovedNotice`. */
export interface RemovedNoticeProps {
  /** The removal to offer, or null for none. */
  removal: RemovedLine | null;
  /** 'Undo' was pressed: put the line back (the caller's cart editor). The notice closes. */
  onUndo: () => void;
  /** The notice closed without Undo (time ran out, or ×): called with the removal's id. */
  onDismiss: (id: number) => void;
  /** Time shown while not hovered or focused, ms. @default 6000 */
  timeoutMs?: number;
}

const toast = lazyPart(() => import('./RemovedNoticeLayer'));
const RemovedNoticeLayer = suspenseComponent(toast);

/**
 * 'Removed {Product}' with 'Undo' (§5 quantities: a removal by −, a typed 0 or Remove is never silent).
 * One notice at a time, at the bottom of the window; it closes after `timeoutMs` (6 000 ms), with the
 * time paused while the pointer is over it or focus is in it (WCAG 2.2.1), or at ×.
 * Built on react-aria-components' Toast (still `UNSTABLE_` in 1.22; `RemovedNoticeLayer.tsx` is the one
 * place that names it): an F6 landmark ('Cart notifications'), announced as an alert, Undo and ×
 * reached by keyboard. It never takes focus from where the retailer is; only when the removed line took
 * the focused control with it does focus go to Undo, and after Undo (by keyboard, mouse or screen
 * reader, not touch) it goes back to the line's box.
 * The notice's code (about 7 kB gzip with react-aria's Toast) loads at the page's first interaction (or
 * the first removal), so it adds nothing to a page's first download. Render it once per page.
 *
 * State selectors: `[data-focus-visible]` on the notice; `[data-hovered]`, `[data-focus-visible]`,
 * `[data-pressed]` on its buttons.
 */
export function RemovedNotice({ timeoutMs = REMOVED_NOTICE_TIMEOUT_MS, ...props }: RemovedNoticeProps) {
  // Mounted from the first removal on, so later ones show at once and the region keeps its state.
  const [mounted, setMounted] = useState(false);
  if (props.removal && !mounted) setMounted(true);

  // A removal needs a press or a key first: the code comes with the page's first interaction.
  useEffect(() => onFirstInteraction(toast.prefetch), []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RemovedNoticeLayer {...props} timeoutMs={timeoutMs} />
    </Suspense>
  );
}
