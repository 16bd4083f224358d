/**
 * Loads the overlay layer (`./overlays`) once, off the critical path: modals and menus are closed when a
 * page loads, so their code is fetched at the first pointer move, touch, key press or focus on the page,
 * or when one is opened before that. Pages stay smaller by its size; an overlay opened before the chunk
 * arrives appears as soon as it does (one small request, usually already done by then).
 */
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { PressEvent } from 'react-aria-components';

type OverlayLayer = typeof import('./overlays');

let layer: OverlayLayer | undefined;
let loading: Promise<OverlayLayer> | undefined;
const waiting = new Set<() => void>();

/**
 * Starts loading the overlay layer (idempotent; a failed load is retried on the next call).
 * @returns The loaded module.
 */
export function preloadOverlays(): Promise<OverlayLayer> {
  loading ??= import('./overlays').then(
    (module) => {
      layer = module;
      for (const notify of waiting) notify();
      waiting.clear();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the page's first pointer move, touch, key press or focus: the moment to fetch code
 * that only an interaction can need, without adding it to the page's first download.
 * @returns A function that cancels the wait.
 */
export function onFirstInteraction(run: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const stop = () => {
    for (const type of intents) document.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    run();
  };
  for (const type of intents) document.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}

let listening = false;
function loadOnFirstIntent() {
  if (listening || layer) return;
  listening = true;
  onFirstInteraction(() => {
    preloadOverlays().catch(() => {
      // Offline: the overlay that needs it asks again when it opens.
    });
  });
}

/**
 * The overlay layer for a component that may show an overlay.
 * @param isNeeded The overlay is open now: load the layer at once instead of at the first interaction.
 * @returns The module once loaded (synchronously when it already is), else undefined.
 */
export function useOverlayLayer(isNeeded: boolean): OverlayLayer | undefined {
  const [, setLoaded] = useState(Boolean(layer));
  useEffect(() => {
    if (layer) return;
    const notify = () => setLoaded(true);
    waiting.add(notify);
    if (isNeeded) void preloadOverlays().catch(() => undefined);
    else loadOnFirstIntent();
    return () => {
      waiting.delete(notify);
    };
  }, [isNeeded]);
  return layer;
}

/** Keys that open a menu or a select from its focused button. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** What {@link useDeferredTrigger} gives a control drawn before its overlay code has arrived. */
export interface DeferredTrigger<E extends HTMLElement> {
  /** Spread on a wrapper (`display: contents`) around the control, in both of its forms. */
  slotProps: {
    ref: RefObject<E | null>;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
    onKeyDownCapture: (event: KeyboardEvent) => void;
  };
  /** `onPress` of the stand-in button: keeps the press and fetches the layer. */
  onEarlyPress: (event: PressEvent) => void;
}

/**
 * For a control (menu button, select) drawn as a look-alike until the overlay layer arrives: when it does,
 * the real control replaces the stand-in, gets back the focus the stand-in had, and a press made in the
 * meantime is replayed the way it was made (from the keyboard react-aria then focuses the first option,
 * from a pointer the list itself).
 * @param layer The module from {@link useOverlayLayer} (undefined while loading).
 */
export function useDeferredTrigger<E extends HTMLElement>(layer: OverlayLayer | undefined): DeferredTrigger<E> {
  const slot = useRef<E>(null);
  const hadFocus = useRef(false);
  const [pendingPress, setPendingPress] = useState<PressEvent['pointerType'] | null>(null);

  // Runs when the layer arrives and when a press is kept after that: React may draw the real control in
  // the same flush as the key press that asked for it, before the press is in state.
  useLayoutEffect(() => {
    if (!layer) return;
    const button = slot.current?.querySelector<HTMLElement>('button, [role="button"]');
    if (!button) return;
    if ((hadFocus.current || pendingPress) && document.activeElement !== button) button.focus();
    if (pendingPress) {
      const byKeyboard = pendingPress === 'keyboard' || pendingPress === 'virtual';
      setPendingPress(null);
      // After this commit, once react-aria has wired the new button.
      setTimeout(() => {
        if (byKeyboard) button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
        else button.click();
      }, 0);
    }
  }, [layer, pendingPress]);

  return {
    slotProps: {
      ref: slot,
      onFocus: () => {
        hadFocus.current = true;
      },
      // A button removed while focused may report a blur: only a blur that leaves it in the page counts.
      onBlur: (event: FocusEvent) => {
        if (event.target.isConnected) hadFocus.current = false;
      },
      // A keyboard press is kept at its keydown, when the real control would open: react-aria reports it
      // at the keyup, which never comes if the layer arrives in between and the stand-in is gone.
      onKeyDownCapture: (event: KeyboardEvent) => {
        if (layer || event.repeat || !openingKeys.has(event.key)) return;
        // No native click from Enter or Space: it would reach the real button if it is drawn before the
        // key's default action, and open the menu a second way, as a screen reader's click.
        event.preventDefault();
        setPendingPress('keyboard');
        void preloadOverlays().catch(() => undefined);
      },
    },
    onEarlyPress: (event: PressEvent) => {
      setPendingPress(event.pointerType);
      void preloadOverlays().catch(() => undefined);
    },
  };
}
