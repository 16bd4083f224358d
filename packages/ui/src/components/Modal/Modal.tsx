import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import * as css from './Modal.css';

export interface DialogProps {
  isOpen: boolean;
  /** Called with false when the user dismisses (Escape, outside click, Cancel). */
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children?: ReactNode;
  /** Buttons, primary last (DESIGN.md: at most two). */
  actions?: ReactNode;
  /** Dismiss with Escape or a click outside. @default true */
  isDismissable?: boolean;
  /** 'alertdialog' for confirmations and errors. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  tone?: 'neutral' | 'critical';
}

/** A modal dialog (react-aria Modal + Dialog): focus is trapped and returned, Escape closes. */
export function Dialog({ isOpen, onOpenChange, title, children, actions, isDismissable = true, role = 'dialog', tone = 'neutral' }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={css.overlay}>
      <RACModal className={css.modal}>
        <RACDialog role={role} className={css.dialog}>
          <Heading slot="title" className={tone === 'critical' ? `${css.title} ${css.titleCritical}` : css.title}>{title}</Heading>
          {children}
          {actions && <div className={css.actions}>{actions}</div>}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  );
}

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
}

/** The side drawer of §2.11: from the right on desktop, from the bottom on phones. */
export function Drawer({ isOpen, onOpenChange, title, children }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.overlay}>
      <RACModal className={css.drawer}>
        <RACDialog className={css.dialog}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Heading slot="title" className={css.title}>{title}</Heading>
            <Button variant="quiet" slot="close" aria-label="Close">✕</Button>
          </div>
          {children}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  );
}
