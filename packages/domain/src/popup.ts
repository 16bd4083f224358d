/**
 * The popup sections of §2.10, in the spec's order and spelling: one list for the popup machine (what is
 * shown) and the component library's section table (how each is drawn), which may not import each other.
 */
export const popupSections = [
  'alert', 'fail', 'checkoutError', 'success', 'html-message', 'logout', 'close-redirect', 'redirect', 'expired',
  'account', 'redirect-home', 'just-after-login', 'clear-cart', 'checkout', 'edit-order', 'cancel-order',
  'review-order', 'tm-suggested', 'forgot-pass-alert', 'step-guide', 'navigation-prompt', 'video',
] as const;
/** One §2.10 popup section name. */
export type PopupSection = (typeof popupSections)[number];
