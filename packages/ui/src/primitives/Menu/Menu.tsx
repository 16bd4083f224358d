import { Children, cloneElement, isValidElement, type ReactElement } from 'react';
import type { MenuTriggerProps, PressEvent } from 'react-aria-components';
import { lazyComponent, useLazyPart } from '../lazyPart';
import { overlayLayer, useDeferredTrigger } from '../overlayLayer';
import type { MenuProps } from './MenuLayer';
import * as css from './Menu.css';

export type { MenuItemProps, MenuProps } from './MenuLayer';

/**
 * Wraps a trigger Button and a `Menu`: pressing the button (or Enter, Space, ↓) opens the menu, Escape
 * closes it and returns focus to the button. The menu's code is in the overlay layer (`overlayLayer` in `lazyPart.ts`),
 * fetched at the page's first interaction. Until it arrives the button already works: a press is kept and
 * the menu opens as soon as the code is there, with focus on the button as if it had been there all along.
 */
export function MenuTrigger({ children, ...props }: MenuTriggerProps) {
  const layer = useLazyPart(overlayLayer, false);
  const { slotProps, onEarlyPress } = useDeferredTrigger<HTMLSpanElement>(layer);
  if (!layer) {
    const [trigger] = Children.toArray(children);
    return (
      <span className={css.triggerSlot} {...slotProps}>
        {isValidElement(trigger) ? cloneElement(trigger as ReactElement<{ onPress?: (event: PressEvent) => void }>, { onPress: onEarlyPress }) : trigger}
      </span>
    );
  }
  return (
    <span className={css.triggerSlot} {...slotProps}>
      <layer.MenuTrigger {...props}>{children}</layer.MenuTrigger>
    </span>
  );
}

/**
 * A react-aria Menu in a Popover; put it after the trigger Button inside `MenuTrigger`. Items with
 * `href` navigate (through the react-aria RouterProvider); the others call `onAction(id)`.
 * Used by the header's profile menu (§2.5); looks per docs/design.md.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  // Written out, not made by lazyComponent, to keep the item type parameter.
  const layer = useLazyPart(overlayLayer, false);
  return layer ? <layer.Menu {...props} /> : null;
}

// The items render inside the menu, so only once the layer is there: nothing asks for it from here.
/** One menu item, 44 px tall. State selectors: `data-focused`, `data-disabled`. */
export const MenuItem = lazyComponent(overlayLayer, (layer) => layer.MenuItem, () => false);

/** A line between groups of menu items. */
export const MenuSeparator = lazyComponent(overlayLayer, (layer) => layer.MenuSeparator, () => false);
