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

/** The implementation of `Menu` in `./Menu.tsx`, loaded with the overlay layer (`overlayLayer` in `../lazyPart.ts`). */
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

/** The implementation of `MenuItem` (44 px tall; `data-focused`, `data-disabled`). */
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

/** The implementation of `MenuSeparator`. */
export function MenuSeparator() {
  return <Separator className={css.separator} />;
}
