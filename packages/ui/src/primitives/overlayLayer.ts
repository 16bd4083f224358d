/**
 * The overlay layer (ADR 0008, ADR 0033): the lazy part the overlay primitives share, and the stand-in
 * controls' replay of an early press. Apart from `lazyPart.ts`, so a page that loads code later but
 * draws no overlay (the public pages) does not carry it.
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { PressEvent } from 'react-aria-components';
import { lazyPart } from './lazyPart';

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
    onPointerDownCapture: (event: PointerEvent) => void;
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
      // A pointer press is kept at its pointerdown too: if the layer arrives between the down and the up,
      // the real button that replaces the stand-in sees only the up, and neither would report the press (a
      // tap lost on a busy tablet). Kept twice (here and at `onEarlyPress`) it is still one press.
      onPointerDownCapture: (event: PointerEvent) => {
        if (layer || event.button !== 0) return;
        setPendingPress(event.pointerType === 'touch' || event.pointerType === 'pen' ? event.pointerType : 'mouse');
        void preloadOverlays().catch(() => undefined);
      },
    },
    onEarlyPress: (event: PressEvent) => {
      setPendingPress(event.pointerType);
      void preloadOverlays().catch(() => undefined);
    },
  };
}
