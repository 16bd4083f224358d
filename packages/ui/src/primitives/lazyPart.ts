/**
 * The one way a ui component keeps code a page does not need at first out of the page's first download
 * (ADR 0033): its implementation sits in `XLayer.tsx`, loaded through a `LazyPart`; `X.tsx` exports
 * the public component, made by `lazyComponent` (nothing drawn until the code is there) or written
 * with `useLazyPart` when something must show before it (a stand-in button, chips).
 */
import { createElement, startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { PressEvent } from 'react-aria-components';

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

/** A module loaded after the page: once, when first needed. Make one with `lazyPart`. */
export interface LazyPart<M> {
  /**
   * Starts loading the module (idempotent); a failed load (offline) is tried again at the next call.
   * @returns The module.
   */
  load(): Promise<M>;
  /** The module once loaded, else undefined. */
  current(): M | undefined;
  /**
   * Calls `notify` once the module has loaded, and has it loaded now (`isNeeded`) or at the page's first
   * interaction (one wait for the whole part; a later need still loads it at once).
   * @returns A function that cancels the call.
   */
  wait(notify: () => void, isNeeded: boolean): () => void;
}

/**
 * A module of code loaded after the page, shared by every component that needs it: several components
 * may use one part (the `overlayLayer`), so one request brings them all.
 * @param importer `() => import('./XLayer')`: a literal path, so the bundler gives it a chunk of its own.
 */
export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  let listening = false;
  const waiting = new Set<() => void>();
  const load = () =>
    (loading ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const notify of waiting) notify();
        waiting.clear();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Offline: the component that needs it asks again when it opens.
  const tryLoad = () => void load().catch(() => undefined);
  return {
    load,
    current: () => module,
    wait(notify, isNeeded) {
      waiting.add(notify);
      if (isNeeded) tryLoad();
      else if (!listening) {
        listening = true;
        onFirstInteraction(tryLoad);
      }
      return () => {
        waiting.delete(notify);
      };
    },
  };
}

/**
 * A lazy part's module for a component: loaded at the page's first interaction, or at once while
 * `isNeeded` (an overlay open, a widget shown).
 * @param isNeeded The component shows the part's code now.
 * @returns The module once loaded (synchronously when it already is), else undefined.
 */
export function useLazyPart<M>(part: LazyPart<M>, isNeeded: boolean): M | undefined {
  const [, setLoaded] = useState(() => part.current() !== undefined);
  // The code arrives at the page's first interaction, usually while the user goes on typing or tapping:
  // the real controls replace their stand-ins in a transition, in slices that let those keys and taps
  // answer first (drawn in the key's own task, the swap was a 160 ms task at 4× CPU on /place-order).
  useEffect(() => {
    const draw = () => startTransition(() => setLoaded(true));
    // Loaded between the render and its effect: draw it now.
    return part.current() ? draw() : part.wait(draw, isNeeded);
  }, [part, isNeeded]);
  return part.current();
}

/**
 * The public component of an implementation in a lazy part: same props, nothing drawn until the code is
 * there, which is loaded at the page's first interaction or at once while `isNeeded(props)`.
 * @param part The part that holds the implementation.
 * @param pick Picks the implementation out of the part's module.
 * @param isNeeded Whether the props show it now, e.g. `(p) => p.isOpen`. @default always: for a component
 *   rendered only when it shows (a tour step, the help bot)
 */
export function lazyComponent<P extends object, M>(part: LazyPart<M>, pick: (module: M) => ComponentType<P>, isNeeded: (props: P) => boolean = () => true): (props: P) => ReactNode {
  return function Lazy(props: P) {
    const module = useLazyPart(part, isNeeded(props));
    return module ? createElement(pick(module), props) : null;
  };
}

/**
 * The overlay layer (`./overlays`): react-aria's modal, dialog, drawer, menu, select and chip-group code in
 * one lazy part (ADR 0008, ADR 0033), fetched at the page's first pointer move, touch, key press or focus,
 * or when one of them is opened before that. Modals and menus are closed when a page loads, so pages stay
 * smaller by its size; an overlay opened before the chunk arrives appears as soon as it does (one small
 * request, usually already done by then). `Modal`, `Dialog`, `Drawer`, `Menu`, `Select` and
 * `ToggleButtonGroup` take their implementations from it.
 */
export const overlayLayer = lazyPart(() => import('./overlays'));

type OverlayLayer = typeof import('./overlays');

/**
 * Starts loading the overlay layer (idempotent; a failed load is retried on the next call): Storybook's
 * preview awaits it, so stories draw the real controls from their first frame.
 * @returns The loaded module.
 */
export function preloadOverlays(): Promise<OverlayLayer> {
  return overlayLayer.load();
}

/** Keys that open a menu or a select from its focused button. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** What `useDeferredTrigger` gives a control drawn before its overlay code has arrived. */
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
 * @param layer The overlay layer from `useLazyPart(overlayLayer, …)` (undefined while loading).
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
