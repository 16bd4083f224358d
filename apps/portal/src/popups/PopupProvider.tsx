/**
 * The one popup of the private shell (§2.10, §4 Popup): a PopupDialog driven by the popup machine,
 * offered to pages through `usePopup()`. The machine holds what is shown; the callbacks of the current
 * popup live in a ref, since functions are not state. The machine and dialog (`PopupProviderLayer`, with xstate)
 * load when a popup is first asked for, and are fetched at the page's first interaction (ADR 0008): what
 * is asked before they arrive is kept and replayed in order.
 */
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PopupSection } from '@trade-portal/domain';
import type { PopupEvent, PopupStep, PopupVideo } from '@trade-portal/machines';
import { onFirstInteraction } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';

const hostPart = lazyPart(() => import('./PopupProviderLayer'));
const PopupProviderLayer = suspenseComponent(hostPart);

/**
 * What a page asks the popup to show: a §2.10 section (its buttons, role and default texts come from ui's
 * `popupSectionTable`, ADR 0015) and what that section needs.
 */
export interface PopupRequest {
  section: PopupSection;
  /** The heading; empty for the section's default title. */
  title: string;
  desc?: string;
  /** Lines listed under the text (unavailable products, §8). */
  items?: string[];
  /** close-redirect: the in-app path its Close leads to (also the target of a section link without a fixed path). */
  href?: string;
  /** html-message: HTML from the server; the dialog sanitises it. */
  html?: string;
  /** video: the video's address, poster and captions (URLs). */
  video?: PopupVideo;
  /** step-guide: the steps, shown one at a time. */
  steps?: PopupStep[];
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

/** The current popup's callbacks and button labels. */
export type PopupCallbacks = Pick<PopupRequest, 'onConfirm' | 'onClose' | 'confirmLabel' | 'cancelLabel'>;

const PopupContext = createContext<PopupControls | null>(null);

/** Provides the shell's popup to the tree below and renders it. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const callbacks = useRef<PopupCallbacks>({});
  const pending = useRef<PopupEvent[]>([]);
  const host = useRef<((event: PopupEvent) => void) | null>(null);
  const [isLayerNeeded, setLayerNeeded] = useState(false);
  const connect = useCallback((send: ((event: PopupEvent) => void) | null) => {
    host.current = send;
  }, []);

  useEffect(
    () =>
      onFirstInteraction(() => {
        // Offline: the first popup asks again.
        hostPart.prefetch();
      }),
    [],
  );

  const send = useCallback((event: PopupEvent) => {
    if (host.current) {
      host.current(event);
      return;
    }
    // Before any show there is nothing to close or hide.
    if (event.type !== 'popup.show' && pending.current.length === 0) return;
    pending.current.push(event);
    setLayerNeeded(true);
  }, []);

  const show = useCallback(
    ({ section, title, desc, items, href, html, video, steps, ...rest }: PopupRequest) => {
      callbacks.current = rest;
      send({ type: 'popup.show', section, title, desc, items, href, html, video, steps });
    },
    [send],
  );
  const close = useCallback(() => send({ type: 'popup.close' }), [send]);
  const hide = useCallback(() => send({ type: 'popup.hide' }), [send]);
  const controls = useMemo(() => ({ show, close, hide }), [show, close, hide]);

  return (
    <PopupContext.Provider value={controls}>
      {children}
      {isLayerNeeded && (
        <Suspense fallback={null}>
          <PopupProviderLayer pending={pending} connect={connect} callbacks={callbacks} />
        </Suspense>
      )}
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
