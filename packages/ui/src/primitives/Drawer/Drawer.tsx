import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { Modal } from '../Modal/Modal';
import * as css from './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  /** Called with false on Escape, a click outside or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading; it names the drawer. */
  title: string;
  children: ReactNode;
  /** Buttons pinned to the bottom (Apply, Clear), primary last. */
  actions?: ReactNode;
}

/**
 * The side drawer of §2.11 (STORE, FILTER, FILTER_PRODUCTS): a modal panel that slides in from the
 * right on desktop (932 px and up) and up from the bottom on phones, with a close button in its header.
 */
export function Drawer({ isOpen, onOpenChange, title, children, actions }: DrawerProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} placement="side">
      <RACDialog className={css.dialog}>
        <div className={css.header}>
          <Heading slot="title" className={css.title}>{title}</Heading>
          <IconButton slot="close" icon="close" aria-label="Close" />
        </div>
        <div className={css.body}>{children}</div>
        {actions && <div className={css.footer}>{actions}</div>}
      </RACDialog>
    </Modal>
  );
}
