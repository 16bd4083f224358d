import { Children, cloneElement, isValidElement, useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react';
import type { MenuTriggerProps, PressEvent } from 'react-aria-components';
import { preloadOverlays, useOverlayLayer } from '../overlayLayer';
import type { MenuItemProps, MenuProps } from './MenuLayer';
import * as css from './Menu.css';

export type { MenuItemProps, MenuProps } from './MenuLayer';

/**
 * Wraps a trigger Button and a {@link Menu}: pressing the button (or Enter, Space, ↓) opens the menu, Escape
 * closes it and returns focus to the button. The menu's code is in the overlay layer (`overlayLayer.ts`),
 * fetched at the page's first interaction. Until it arrives the button already works: a press is kept and
 * the menu opens as soon as the code is there, with focus on the button as if it had been there all along.
 */
export function MenuTrigger({ children, ...props }: MenuTriggerProps) {
  const layer = useOverlayLayer(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState<PressEvent['pointerType'] | null>(null);
  const slot = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  // The button is a new element once the layer arrives: give it back the focus the old one had.
  useLayoutEffect(() => {
    if (!layer) return;
    const button = slot.current?.querySelector<HTMLElement>('button, [role="button"]');
    if (button && (hadFocus.current || openWhenLoaded) && document.activeElement !== button) button.focus();
    if (openWhenLoaded && button) {
      const byKeyboard = openWhenLoaded === 'keyboard' || openWhenLoaded === 'virtual';
      setOpenWhenLoaded(null);
      // Replays the press on the real trigger once it is wired (after this commit), the way it was made:
      // from the keyboard react-aria then focuses the first item, from a pointer the menu itself.
      setTimeout(() => {
        if (byKeyboard) button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
        else button.click();
      }, 0);
    }
    // Runs once, when the layer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layer]);

  const trackFocus = {
    onFocus: () => {
      hadFocus.current = true;
    },
    // A button removed while focused may report a blur: only a blur that leaves it in the page counts.
    onBlur: (event: FocusEvent) => {
      if (event.target.isConnected) hadFocus.current = false;
    },
  };

  if (!layer) {
    const [trigger] = Children.toArray(children);
    return (
      <span ref={slot} className={css.triggerSlot} {...trackFocus}>
        {isValidElement(trigger)
          ? cloneElement(trigger as ReactElement<{ onPress?: (event: PressEvent) => void }>, {
              onPress: (event: PressEvent) => {
                setOpenWhenLoaded(event.pointerType);
                void preloadOverlays().catch(() => undefined);
              },
            })
          : trigger}
      </span>
    );
  }
  return (
    <span ref={slot} className={css.triggerSlot} {...trackFocus}>
      <layer.MenuTrigger {...props}>
        {children}
      </layer.MenuTrigger>
    </span>
  );
}

/**
 * A react-aria Menu in a Popover; put it after the trigger Button inside {@link MenuTrigger}. Items with
 * `href` navigate (through the react-aria RouterProvider); the others call `onAction(id)`.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const layer = useOverlayLayer(false);
  return layer ? <layer.Menu {...props} /> : null;
}

/** One menu item, 44 px tall. State selectors: `data-focused`, `data-disabled`. */
export function MenuItem(props: MenuItemProps) {
  const layer = useOverlayLayer(false);
  return layer ? <layer.MenuItem {...props} /> : null;
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  const layer = useOverlayLayer(false);
  return layer ? <layer.MenuSeparator /> : null;
}
