/**
 * The one popup of the private shell (§2.10, §4 Popup): a PopupDialog driven by the popup machine,
 * offered to pages through `usePopup()`. The machine holds what is shown; the callbacks of the current
 * popup live in a ref, since functions are not state.
 */
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { popupMachine, type PopupSection } from '@trade-portal/machines';
import { PopupDialog } from '@trade-portal/ui';

/** What a page asks the popup to show. */
export interface PopupRequest {
  section: PopupSection;
  title: string;
  desc?: string;
  /** Lines listed under the text (unavailable products, §8). */
  items?: string[];
  /** Confirm button of confirmation sections (checkout, clear-cart, logout…). */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called when the user closes or cancels (not on confirm). */
  onClose?: () => void;
}

/** The popup's controls, from `usePopup()`. */
export interface PopupControls {
  /** Opens the popup with new content (replacing what is shown). */
  show: (request: PopupRequest) => void;
  /** §4: close clears only `open`; the content fades and resets after 1000 ms. */
  close: () => void;
  /** §4: hide clears show and open at once. */
  hide: () => void;
}

const PopupContext = createContext<PopupControls | null>(null);

/** Provides the shell's popup to the tree below and renders it. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(popupMachine);
  const isOpen = useSelector(actor, (s) => s.hasTag('open'));
  const content = useSelector(actor, (s) => s.context);
  const callbacks = useRef<Pick<PopupRequest, 'onConfirm' | 'onClose' | 'confirmLabel' | 'cancelLabel'>>({});

  const show = useCallback(
    ({ section, title, desc, items, ...rest }: PopupRequest) => {
      callbacks.current = rest;
      actor.send({ type: 'popup.show', section, title, desc, items });
    },
    [actor],
  );
  const close = useCallback(() => actor.send({ type: 'popup.close' }), [actor]);
  const hide = useCallback(() => actor.send({ type: 'popup.hide' }), [actor]);
  const controls = useMemo(() => ({ show, close, hide }), [show, close, hide]);

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
    <PopupContext.Provider value={controls}>
      {children}
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
    </PopupContext.Provider>
  );
}

/**
 * The shell's popup controls.
 * @throws Error when used outside `PopupProvider`
 */
export function usePopup(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('usePopup needs a PopupProvider above it.');
  return controls;
}
