import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  Button as RACButton, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { quantityMessages } from '@trade-portal/domain';
import { sprinkles } from '../../theme';
import * as css from './RemovedNotice.css';

/** The notice's two buttons: their word or × centred in at least 44 × 44 px. */
const buttonLayout = sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 });
import type { RemovedLine, RemovedNoticeProps } from './RemovedNotice';

const lostFocus = () => !document.activeElement || document.activeElement === document.body;

/**
 * The notice itself, loaded the first time a line is removed (or when the browser is idle): react-aria's
 * Toast and its translations stay out of the pages' first download. See `RemovedNotice`.
 */
export default function RemovedNoticeLayer({ removal, onUndo, onDismiss, timeoutMs }: RemovedNoticeProps & { timeoutMs: number }) {
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
        <Toast toast={toast} className={`${sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' })} ${css.toast}`}>
          <ToastContent className={sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
            <Text slot="title" className={css.title}>
              {quantityMessages.removed(toast.content.productName)}
            </Text>
            {toast.content.errorMessage && (
              <Text slot="description" className={css.description}>
                {toast.content.errorMessage}
              </Text>
            )}
          </ToastContent>
          <RACButton ref={undoRef} className={`${buttonLayout} ${css.undo}`} onPress={(e) => undo(toast.content, e.pointerType)}>
            {quantityMessages.undo}
          </RACButton>
          <RACButton slot="close" className={`${buttonLayout} ${css.close}`} aria-label="Dismiss">
            <span aria-hidden="true">×</span>
          </RACButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
