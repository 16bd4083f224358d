import { useEffect, type ReactNode } from 'react';
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

/**
 * Where focus goes when a modal has closed and react-aria found nothing to return it to (it was opened by
 * no control, as a popup after login is, or its opener has gone): the page's heading, the `h1` of the
 * `main` landmark (given tabindex -1), so keyboard and screen-reader users go on from the top of the page
 * instead of from `<body>`. Runs a frame after the modal's content unmounts, after react-aria's own return.
 */
function FocusFallback() {
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        const heading = document.querySelector<HTMLElement>('main h1');
        if (!heading) return;
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      });
    },
    [],
  );
  return null;
}

/** The implementation of `Modal` in `./Modal.tsx`, loaded with the overlay layer (`overlayLayer` in `../lazyPart.ts`). */
export function Modal({ isOpen, onOpenChange, isDismissable = true, placement = 'center', children }: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable} className={css.overlay({ placement })}>
      <RACModal className={css.modal({ placement })}>
        {children}
        <FocusFallback />
      </RACModal>
    </ModalOverlay>
  );
}
