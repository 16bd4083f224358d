/**
 * The popup's machine and dialog (§2.10, §4 Popup), loaded by `PopupProvider` when a page first asks for
 * a popup (or fetched at the page's first interaction), so xstate is not part of a page's first download.
 */
import { useLayoutEffect, type MutableRefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { popupMachine, type PopupEvent } from '@trade-portal/machines';
import { PopupDialog } from '@trade-portal/ui';
import type { PopupCallbacks } from './popup';

/** Props of {@link PopupHost}, from `PopupProvider`. */
export interface PopupHostProps {
  /** Events sent before the host was there, replayed in order when it mounts. */
  pending: MutableRefObject<PopupEvent[]>;
  /** Where the provider's controls send from now on. */
  connect: (send: ((event: PopupEvent) => void) | null) => void;
  /** The current popup's callbacks and labels (functions are not state). */
  callbacks: MutableRefObject<PopupCallbacks>;
}

/** Runs the popup machine and renders its `PopupDialog`. */
export default function PopupHost({ pending, connect, callbacks }: PopupHostProps) {
  const actor = useActorRef(popupMachine);
  const isOpen = useSelector(actor, (s) => s.hasTag('open'));
  const content = useSelector(actor, (s) => s.context);

  useLayoutEffect(() => {
    connect((event) => actor.send(event));
    for (const event of pending.current.splice(0)) actor.send(event);
    return () => connect(null);
  }, [actor, connect, pending]);

  const close = () => actor.send({ type: 'popup.close' });
  const onClose = () => {
    const cb = callbacks.current.onClose;
    close();
    cb?.();
  };
  const onConfirm = callbacks.current.onConfirm
    ? () => {
        const cb = callbacks.current.onConfirm;
        close();
        cb?.();
      }
    : undefined;

  return (
    <PopupDialog
      isOpen={isOpen}
      section={content.section}
      title={content.title}
      desc={content.desc || undefined}
      items={content.items}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={callbacks.current.confirmLabel}
      cancelLabel={callbacks.current.cancelLabel}
    />
  );
}
