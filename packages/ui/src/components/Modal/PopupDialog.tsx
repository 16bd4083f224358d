import { Button } from '../Button';
import { Dialog } from './Modal';
import * as css from './Modal.css';

/** Popup sections the portal shows as a dialog (§2.10); the section picks the buttons. */
export type PopupDialogSection = 'alert' | 'fail' | 'checkoutError' | 'success' | 'logout' | 'clear-cart' | 'checkout' | 'edit-order' | 'cancel-order' | (string & {});

export interface PopupDialogProps {
  /** Whether the popup is open (popup machine tag `open`). */
  isOpen: boolean;
  section: PopupDialogSection | null;
  title: string;
  desc?: string;
  /** Lines listed under the text (e.g. unavailable products, §8). */
  items?: string[];
  /** Close, Cancel, Escape. */
  onClose: () => void;
  /** The confirm button of confirmation sections. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Confirm in progress (checkout submitting): the confirm button shows a spinner and is locked. */
  isConfirmPending?: boolean;
}

const confirming = new Set(['clear-cart', 'checkout', 'edit-order', 'cancel-order', 'logout']);
const critical = new Set(['fail', 'checkoutError', 'alert']);

/**
 * One popup section of §2.10 as a dialog: confirmations get Cancel + confirm, errors and notices a
 * Close button. The checkoutError section carries the §8 title and the server's Message.
 */
export function PopupDialog({ isOpen, section, title, desc, items = [], onClose, onConfirm, confirmLabel = 'Confirm', cancelLabel = 'Cancel', isConfirmPending }: PopupDialogProps) {
  const isConfirm = !!section && confirming.has(section);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isConfirmPending && onClose()}
      title={title}
      role={isConfirm || (section && critical.has(section)) ? 'alertdialog' : 'dialog'}
      tone={section && critical.has(section) ? 'critical' : 'neutral'}
      isDismissable={!isConfirmPending}
      actions={
        isConfirm ? (
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={isConfirmPending}>{cancelLabel}</Button>
            <Button tone={section === 'clear-cart' || section === 'cancel-order' ? 'critical' : 'neutral'} onPress={onConfirm} isPending={isConfirmPending}>{confirmLabel}</Button>
          </>
        ) : (
          <Button onPress={onClose}>Close</Button>
        )
      }
    >
      {desc && <p className={css.body}>{desc}</p>}
      {items.length > 0 && (
        <ul className={css.list}>
          {items.map((item) => <li key={item}>{item}</li>)}
        </ul>
      )}
    </Dialog>
  );
}
