import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { Modal } from '../Modal/ModalLayer';
import * as css from './Dialog.css';

export interface DialogProps {
  isOpen: boolean;
  /** Called with false when the user dismisses it (Escape, a click outside). Buttons call their own handlers. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading; it names the dialog. */
  title: string;
  /** One sentence (docs/design.md), or a short form. Strings render as a paragraph. */
  children?: ReactNode;
  /** At most two Buttons, primary last (it sits on the right). */
  actions?: ReactNode;
  /** Escape and outside clicks close it. @default true */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations and errors. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** `critical` colours the title for errors. @default 'neutral' */
  tone?: 'neutral' | 'critical';
}

/** The implementation of `Dialog` in `./Dialog.tsx`, loaded with the overlay layer (`overlayLayer` in `../lazyPart.ts`). */
export function Dialog({ isOpen, onOpenChange, title, children, actions, isDismissable = true, role = 'dialog', tone = 'neutral' }: DialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <RACDialog role={role} className={css.dialog}>
        <Heading slot="title" className={tone === 'critical' ? `${css.title} ${css.titleCritical}` : css.title}>{title}</Heading>
        {typeof children === 'string' ? <p className={css.body}>{children}</p> : children}
        {actions && <div className={css.actions}>{actions}</div>}
      </RACDialog>
    </Modal>
  );
}
