import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { Modal } from '../Modal/ModalLayer';
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

/** The implementation of `Drawer` in `./Drawer.tsx`, loaded with the overlay layer (`overlayLayer` in `../lazyPart.ts`). */
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
