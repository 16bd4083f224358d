import { messages, type PopupSection } from '@trade-portal/domain';

/**
 * What a popup button does:
 * - `close`: closes (or cancels) the popup; the caller's `onClose` runs.
 * - `confirm`: the caller's `onConfirm` (shown only when the caller gives one).
 * - `navigate`: a link to the `href` the caller passes, else to the row's (shown only when there is
 *   one); pressing it also closes the popup.
 * - `back` / `next`: the previous or next step of a step guide.
 */
export const popupButtonActions = ['close', 'confirm', 'navigate', 'back', 'next'] as const;
/** One of `popupButtonActions`. */
export type PopupButtonAction = (typeof popupButtonActions)[number];

/** One button of a section, in display order (the primary one last, on the right; docs/design.md). */
export interface PopupButtonSpec {
  /** The label; a caller's `cancelLabel` replaces a `close` label and `confirmLabel` a `confirm` label of a decision. */
  label: string;
  /** Prominence. */
  variant: 'primary' | 'secondary';
  /** `critical` for a destructive confirm. @default 'neutral' */
  tone?: 'neutral' | 'critical';
  action: PopupButtonAction;
  /** For `navigate`: the section's in-app path, unless the caller passes another `href`. */
  href?: string;
  /** Takes the focus when the popup opens: the safe choice of a destructive decision. */
  autoFocus?: boolean;
}

/** What a section's body holds besides the title: text (desc and an item list), sanitised HTML, a video or a step guide. */
export const popupBodies = ['text', 'html', 'video', 'steps'] as const;
/** One of `popupBodies`. */
export type PopupBody = (typeof popupBodies)[number];

/**
 * What Escape and a click outside do:
 * - `close`: close, as the Close button (notices);
 * - `cancel`: the decision's cancel (its `close` button, `onClose`);
 * - `navigate`: follow the section's link, since the page must not be stayed on (an expired session).
 * Nothing dismisses while a confirmed action runs (`isConfirmPending`).
 */
export const popupDismissals = ['close', 'cancel', 'navigate'] as const;
/** One of `popupDismissals`. */
export type PopupDismissal = (typeof popupDismissals)[number];

/** One row of the section table. */
export interface PopupSectionSpec {
  /** What the section is for, and who opens it. */
  purpose: string;
  /** The title shown when the caller gives none: the spec's words where it has them. */
  title: string;
  /** The text shown when the caller gives none ('' for none). */
  desc: string;
  /** `alertdialog` for decisions and failures (WAI-ARIA: they interrupt and need an answer), else `dialog`. */
  role: 'dialog' | 'alertdialog';
  /** `critical` colours the title of a failure. */
  tone: 'neutral' | 'critical';
  body: PopupBody;
  dismissal: PopupDismissal;
  buttons: readonly PopupButtonSpec[];
}

const close: PopupButtonSpec = { label: 'Close', variant: 'primary', action: 'close' };
const closeSecondary: PopupButtonSpec = { label: 'Close', variant: 'secondary', action: 'close' };
const goToLogin: PopupButtonSpec = { label: 'Go to Login', variant: 'primary', action: 'navigate', href: '/login' };
const cancel: PopupButtonSpec = { label: 'Cancel', variant: 'secondary', action: 'close' };
/** The safe choice of a destructive decision, focused first so Enter or Space keeps things as they are. */
const safeCancel = (label: string): PopupButtonSpec => ({ label, variant: 'secondary', action: 'close', autoFocus: true });
const confirm = (label: string, tone: 'neutral' | 'critical' = 'neutral'): PopupButtonSpec => ({ label, variant: 'primary', tone, action: 'confirm' });

/**
 * The §2.10 section table: for each section its purpose, default title and text, role, tone, body,
 * what Escape and a click outside do, and its buttons. `PopupDialog` renders from it; ADR 0015 gives the
 * reasons where the spec is silent. Spec-fixed: fail and redirect 'Go to Login' (/login), expired
 * 'Re-send email' (/resend-email), navigation-prompt 'Continue editing' / 'Forget changes', checkoutError
 * the §8 title and Close, logout the §4 title and text and 'Log Out'.
 */
export const popupSectionTable = {
  alert: {
    purpose: 'An action failed (clearing the cart, cancelling, editing or reordering an order, §8): the message, Close.',
    title: 'Something went wrong', desc: '', role: 'alertdialog', tone: 'critical', body: 'text', dismissal: 'close',
    buttons: [close],
  },
  fail: {
    purpose: 'A failure that ends the visit at the login (registration, account activation or password reset failed).',
    title: 'Something went wrong', desc: messages.internalError, role: 'alertdialog', tone: 'critical', body: 'text', dismissal: 'close',
    buttons: [closeSecondary, goToLogin],
  },
  checkoutError: {
    purpose: 'Checkout failed (§4 Checkout, §8): the §8 title, the server Message or a default, Close.',
    title: messages.checkoutErrorTitle, desc: messages.checkoutErrorDefault, role: 'alertdialog', tone: 'critical', body: 'text', dismissal: 'close',
    buttons: [close],
  },
  success: {
    purpose: 'An action succeeded with nothing else to show (an order submitted without a result, §8).',
    title: 'Thank you', desc: messages.submittedNoResult, role: 'dialog', tone: 'neutral', body: 'text', dismissal: 'close',
    buttons: [close],
  },
  'html-message': {
    purpose: 'A message whose text is HTML from the server or CMS, sanitised, with Close.',
    title: 'Message', desc: '', role: 'dialog', tone: 'neutral', body: 'html', dismissal: 'close',
    buttons: [close],
  },
  logout: {
    purpose: 'Logging out with items in the cart (§4 Logout): Cancel keeps the session, Log Out ends it.',
    title: messages.logoutTitle, desc: messages.logoutText, role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [safeCancel('Cancel'), confirm('Log Out', 'critical')],
  },
  'close-redirect': {
    purpose: 'A notice after which the page cannot stay (e.g. a store without access): Close goes to the path given.',
    title: 'Notice', desc: '', role: 'dialog', tone: 'neutral', body: 'text', dismissal: 'navigate',
    buttons: [{ label: 'Close', variant: 'primary', action: 'navigate' }],
  },
  redirect: {
    purpose: 'The session has ended (§8 invalid session): Go to Login, the only way on.',
    title: 'Your session has expired', desc: 'Please log in again to continue.', role: 'alertdialog', tone: 'critical', body: 'text', dismissal: 'navigate',
    buttons: [goToLogin],
  },
  expired: {
    purpose: 'An email link (account activation, password reset) has expired (§8 expired link): Re-send email.',
    title: 'This link has expired', desc: 'Links in our emails work for a limited time. We can send you a new one.', role: 'alertdialog', tone: 'critical', body: 'text', dismissal: 'close',
    buttons: [closeSecondary, { label: 'Re-send email', variant: 'primary', action: 'navigate', href: '/resend-email' }],
  },
  account: {
    purpose: 'A notice about the store account (no access to a page for this store, or the store was switched): Go to My Account.',
    title: 'About your account', desc: '', role: 'dialog', tone: 'neutral', body: 'text', dismissal: 'close',
    buttons: [closeSecondary, { label: 'Go to My Account', variant: 'primary', action: 'navigate', href: '/my-account' }],
  },
  'redirect-home': {
    purpose: 'The page asked for is not available to this store (tier 3, §2.4, §6): Go to Home.',
    title: 'This page is not available', desc: 'This page is not available for your store.', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'navigate',
    buttons: [{ label: 'Go to Home', variant: 'primary', action: 'navigate', href: '/' }],
  },
  'just-after-login': {
    purpose: "The brand ambassador's suggestion added at session start (§1); the portal shows it with SuggestionDialog. This row is its plain-text form.",
    title: 'Suggested products added', desc: 'Your brand ambassador suggested these products; they are in your cart.', role: 'dialog', tone: 'neutral', body: 'text', dismissal: 'close',
    buttons: [{ label: 'Continue', variant: 'secondary', action: 'close' }, { label: 'Go to cart', variant: 'primary', action: 'navigate', href: '/cart' }],
  },
  'clear-cart': {
    purpose: 'Clearing the cart (§2.1): Cancel, or Clear cart (destructive).',
    title: 'Clear your cart?', desc: 'All products will be removed from your cart.', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [safeCancel('Cancel'), confirm('Clear cart', 'critical')],
  },
  checkout: {
    purpose: 'Placing the order (§4 Checkout): Cancel, or Place order; nothing dismisses while it is submitted.',
    title: 'Place your order?', desc: '', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [cancel, confirm('Place order')],
  },
  'edit-order': {
    purpose: 'Replacing the cart with a pending order, or updating the pending order at checkout (§4 Edit order).',
    title: 'Edit this order?', desc: '', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [cancel, confirm('Edit order')],
  },
  'cancel-order': {
    purpose: 'Cancelling a pending order (§4 Cancel order): Keep order (focused), or Cancel order (destructive).',
    title: 'Cancel this order?', desc: 'A cancelled order cannot be edited again.', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [safeCancel('Keep order'), confirm('Cancel order', 'critical')],
  },
  'review-order': {
    purpose: 'The reorder result (§3 Review-order result, §8): outers added, the unavailable products, Close and Go to cart.',
    title: 'Added to your cart', desc: '', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [{ label: 'Close', variant: 'secondary', action: 'close' }, confirm('Go to cart')],
  },
  'tm-suggested': {
    purpose: "The territory manager's suggestion (§1); the portal shows it with SuggestionDialog. This row is its plain-text form.",
    title: 'Suggested products', desc: 'Your territory manager suggested products for your store.', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [{ label: 'No thanks', variant: 'secondary', action: 'close' }, confirm('Add to cart')],
  },
  'forgot-pass-alert': {
    purpose: 'After a password reset was asked for (/forgotten-password): check your email, Go to Login.',
    title: 'Check your email', desc: 'If an account uses this address, we have sent it a link to reset your password.', role: 'dialog', tone: 'neutral', body: 'text', dismissal: 'close',
    buttons: [closeSecondary, goToLogin],
  },
  'step-guide': {
    purpose: 'A short step-by-step guide (a first-time guide): Step N of M, Back, Next and Done.',
    title: 'How it works', desc: '', role: 'dialog', tone: 'neutral', body: 'steps', dismissal: 'close',
    buttons: [{ label: 'Back', variant: 'secondary', action: 'back' }, { label: 'Next', variant: 'primary', action: 'next' }, { label: 'Done', variant: 'primary', action: 'close' }],
  },
  'navigation-prompt': {
    purpose: 'Leaving a pending order with unsaved changes (§2.10, §8): Continue editing (focused), or Forget changes.',
    title: 'Leave without saving?', desc: 'Your changes to this pending order have not been saved.', role: 'alertdialog', tone: 'neutral', body: 'text', dismissal: 'cancel',
    buttons: [safeCancel('Continue editing'), confirm('Forget changes', 'critical')],
  },
  video: {
    purpose: "A video in the popup (an explainer such as the stock card's 'What is this?', §2.6, from the video library): controls, poster, optional captions, 'See all videos' when a path is given (the library, ADR 0023), Close.",
    title: 'Video', desc: '', role: 'dialog', tone: 'neutral', body: 'video', dismissal: 'close',
    buttons: [{ label: 'See all videos', variant: 'secondary', action: 'navigate' }, close],
  },
} as const satisfies Record<PopupSection, PopupSectionSpec>;

/**
 * The row of a section.
 * @param section a §2.10 section name
 * @returns its row of `popupSectionTable`
 */
export function popupSectionSpec(section: PopupSection): PopupSectionSpec {
  return popupSectionTable[section];
}
