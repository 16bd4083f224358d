import type { ReactNode } from 'react';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components';
import * as css from './Modal.css';

export interface ModalProps {
  isOpen: boolean;
  /** Called with false when the user dismisses it (Escape, a click outside when dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  /** Escape and outside clicks close it. Off while something is being submitted. @default true */
  isDismissable?: boolean;
  /** `center` for dialogs; `side` slides in from the right on desktop and up from the bottom on phones. @default 'center' */
  placement?: 'center' | 'side';
  /** A react-aria Dialog (or the `Dialog`/`Drawer` of this library, which bring their own Modal). */
  children: ReactNode;
}

/** The implementation of `Modal` in `./Modal.tsx`, loaded with the overlay layer (`overlayLayer` in `../lazyPart.ts`). */
export function Modal({ isOpen, onOpenChange, isDismissable = true, placement = 'center', children }: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable} className={css.overlay({ placement })}>
      <RACModal className={css.modal({ placement })}>{children}</RACModal>
    </ModalOverlay>
  );
}
