import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import * as css from './Menu.css';

export { MenuTrigger };

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /** Where the popover opens relative to its trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
}

/**
 * A react-aria Menu in a Popover; put it after the trigger Button inside `MenuTrigger`. Items with
 * `href` navigate (through the react-aria RouterProvider); the others call `onAction(id)`.
 */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={css.popover}>
      <RACMenu {...props} className={css.menu} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** The page this item links to is the current one: shown bold with a gold edge. */
  isCurrent?: boolean;
}

/** One menu item, 44 px tall. State selectors: `data-focused`, `data-disabled`. */
export function MenuItem({ children, isCurrent, textValue, ...props }: MenuItemProps) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={isCurrent ? `${css.item} ${css.itemCurrent}` : css.item}
    >
      {children}
    </RACMenuItem>
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={css.separator} />;
}
