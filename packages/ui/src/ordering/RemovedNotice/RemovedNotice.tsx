import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  Button as RACButton, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { quantityMessages } from '@trade-portal/domain';
import * as css from './RemovedNotice.css';

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

/** Props of {@link RemovedNotice}. */
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

const lostFocus = () => !document.activeElement || document.activeElement === document.body;

/**
 * 'Removed {Product}' with 'Undo' (§5 quantities: a removal by −, a typed 0 or Remove is never silent).
 * One notice at a time, at the bottom of the window; it closes after `timeoutMs` (6 000 ms), with the
 * time paused while the pointer is over it or focus is in it (WCAG 2.2.1), or at ×.
 * Built on react-aria-components' Toast (still `UNSTABLE_` in 1.22; this file is the one place that
 * names it): an F6 landmark ('Cart notifications'), announced as an alert, Undo and × reached by
 * keyboard. It never takes focus from where the retailer is; only when the removed line took the
 * focused control with it does focus go to Undo, and after Undo (by keyboard, mouse or screen reader,
 * not touch) it goes back to the line's box.
 *
 * State selectors: `[data-focus-visible]` on the notice; `[data-hovered]`, `[data-focus-visible]`,
 * `[data-pressed]` on its buttons.
 */
export function RemovedNotice({ removal, onUndo, onDismiss, timeoutMs = REMOVED_NOTICE_TIMEOUT_MS }: RemovedNoticeProps) {
  const [queue] = useState(() => new ToastQueue<RemovedLine>({ maxVisibleToasts: 1 }));
  const undoRef = useRef<HTMLButtonElement>(null);
  const dismiss = useEffectEvent((id: number) => onDismiss(id));
  // A new id is a new notice; the same removal passed again (a re-render) leaves the one shown alone.
  const id = removal?.id;
  const currentRemoval = useEffectEvent(() => removal);

  useEffect(() => {
    queue.clear();
    const line = currentRemoval();
    if (id === undefined || !line) return;
    queue.add(line, { timeout: timeoutMs, onClose: () => dismiss(id) });
    // The removed row took the focused control with it: Undo is the sensible next place.
    if (!lostFocus()) return;
    const frame = requestAnimationFrame(() => {
      if (lostFocus()) undoRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [queue, id, timeoutMs]);

  // Closing the notice when the page goes (or another takes its place on the next removal).
  useEffect(() => () => queue.clear(), [queue]);

  const undo = (line: RemovedLine, pointerType: string) => {
    onUndo();
    // After a touch, focusing the box would open the on-screen keyboard.
    if (pointerType === 'touch') return;
    requestAnimationFrame(() => {
      if (!lostFocus()) return;
      document.querySelector<HTMLInputElement>(`[data-sku="${CSS.escape(line.sku)}"] input`)?.focus();
    });
  };

  return (
    <ToastRegion queue={queue} className={css.region} aria-label="Cart notifications">
      {({ toast }) => (
        <Toast toast={toast} className={css.toast}>
          <ToastContent className={css.content}>
            <Text slot="title" className={css.title}>
              {quantityMessages.removed(toast.content.productName)}
            </Text>
            {toast.content.errorMessage && (
              <Text slot="description" className={css.description}>
                {toast.content.errorMessage}
              </Text>
            )}
          </ToastContent>
          <RACButton ref={undoRef} className={css.undo} onPress={(e) => undo(toast.content, e.pointerType)}>
            {quantityMessages.undo}
          </RACButton>
          <RACButton slot="close" className={css.close} aria-label="Dismiss">
            <span aria-hidden="true">×</span>
          </RACButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
