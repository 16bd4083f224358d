import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import * as css from './PopupDialog.css';

/** Popup sections of §2.10 this dialog renders; others fall back to a notice with Close. */
export type PopupDialogSection =
  | 'alert' | 'fail' | 'checkoutError' | 'success' | 'logout' | 'clear-cart' | 'checkout' | 'edit-order' | 'cancel-order'
  | 'review-order' | 'navigation-prompt'
  | (string & {});

/**
 * Sections that ask for a decision: Cancel (or `cancelLabel`) and a confirm button. review-order (the
 * reorder result, §3) offers 'Go to cart' beside Close; navigation-prompt (§2.10) 'Continue editing'
 * (the cancel, focused first) beside 'Forget changes'.
 */
export const confirmSections: ReadonlySet<string> = new Set(['clear-cart', 'checkout', 'edit-order', 'cancel-order', 'logout', 'review-order', 'navigation-prompt']);
/** Sections that report a failure: a critical title and role=alertdialog. */
export const errorSections: ReadonlySet<string> = new Set(['fail', 'checkoutError', 'alert']);
const destructive = new Set(['clear-cart', 'cancel-order', 'logout', 'navigation-prompt']);

export interface PopupDialogProps {
  /** Whether the popup shows (the popup machine's open state). */
  isOpen: boolean;
  /** Which §2.10 section; it picks the buttons. `null` while the popup is reset. */
  section: PopupDialogSection | null;
  title: string;
  /** One sentence under the title. */
  desc?: string;
  /** Lines listed under the text (unavailable products, §8). */
  items?: readonly string[];
  /** Close, Cancel, Escape or a click outside (not while confirming). */
  onClose: () => void;
  /** The confirm button of a confirmation section. */
  onConfirm?: () => void;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** The confirmed action is running (checkout submitting): confirm shows a spinner and ignores presses, nothing dismisses. */
  isConfirmPending?: boolean;
}

/**
 * One popup section of §2.10 as a dialog. Confirmation sections (clear-cart, checkout, edit-order,
 * cancel-order, logout, review-order, navigation-prompt) get Cancel and a confirm button, primary on the
 * right (the navigation prompt focuses its 'Continue editing' first, the others the dialog); alert, fail,
 * checkoutError and success get Close. checkoutError carries the §8 title and the server's Message.
 */
export function PopupDialog({ isOpen, section, title, desc, items = [], onClose, onConfirm, confirmLabel = 'Confirm', cancelLabel = 'Cancel', isConfirmPending = false }: PopupDialogProps) {
  const isConfirm = !!section && confirmSections.has(section) && !!onConfirm;
  const isError = !!section && errorSections.has(section);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isConfirmPending && onClose()}
      title={title}
      role={isConfirm || isError ? 'alertdialog' : 'dialog'}
      tone={isError ? 'critical' : 'neutral'}
      isDismissable={!isConfirmPending}
      actions={
        isConfirm ? (
          <>
            {/* The navigation prompt starts on 'Continue editing': Enter or Space keeps the retailer's edit. */}
            <Button variant="secondary" onPress={onClose} isDisabled={isConfirmPending} autoFocus={section === 'navigation-prompt'}>{cancelLabel}</Button>
            <Button tone={section && destructive.has(section) ? 'critical' : 'neutral'} onPress={onConfirm} isPending={isConfirmPending}>{confirmLabel}</Button>
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
