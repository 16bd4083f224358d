/**
 * The popup's machine and dialog (§2.10, §4 Popup), loaded by `PopupProvider` when a page first asks for
 * a popup (or fetched at the page's first interaction), so xstate is not part of a page's first download.
 */
import { useEffect, useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { popupMachine, type PopupEvent } from '@trade-portal/machines';
import { PopupDialog } from '@trade-portal/ui';
import { requestLeave } from '../shell/navigationGuard';
import type { PopupCallbacks } from './PopupProvider';

/** Hands react-router's `navigate` to the host; rendered only inside a router (stories of a feature may have none). */
function RouterBridge({ into }: { into: MutableRefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    into.current = navigate;
    return () => {
      into.current = null;
    };
  }, [into, navigate]);
  return null;
}

/** Props of `PopupProviderLayer`, from `PopupProvider`. */
export interface PopupProviderLayerProps {
  /** Events sent before the host was there, replayed in order when it mounts. */
  pending: MutableRefObject<PopupEvent[]>;
  /** Where the provider's controls send from now on. */
  connect: (send: ((event: PopupEvent) => void) | null) => void;
  /** The current popup's callbacks and labels (functions are not state). */
  callbacks: MutableRefObject<PopupCallbacks>;
}

/**
 * Runs the popup machine and renders its `PopupDialog`. Close, Cancel, Escape and the links close the
 * popup (it fades, and the machine resets it after 1000 ms); the links navigate through react-aria's
 * RouterProvider (RootLayout), and a section that cannot be stayed on (redirect, redirect-home,
 * close-redirect) follows its link on Escape through the same navigation guard.
 */
export default function PopupProviderLayer({ pending, connect, callbacks }: PopupProviderLayerProps) {
  const actor = useActorRef(popupMachine);
  const inRouter = useInRouterContext();
  const navigate = useRef<NavigateFunction | null>(null);
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
    <>
      {inRouter && <RouterBridge into={navigate} />}
      <PopupDialog
        isOpen={isOpen}
        section={content.section}
        title={content.title}
        desc={content.desc || undefined}
        items={content.items}
        href={content.href ?? undefined}
        html={content.html || undefined}
        video={content.video ?? undefined}
        steps={content.steps}
        onClose={onClose}
        onConfirm={onConfirm}
        confirmLabel={callbacks.current.confirmLabel}
        cancelLabel={callbacks.current.cancelLabel}
        onNavigate={(to) => requestLeave(to, () => (navigate.current ? void navigate.current(to) : window.location.assign(to)))}
      />
    </>
  );
}
