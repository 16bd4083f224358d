import type { SurveySection } from '../../api';

/**
 * The §7 page name a survey is asked for, by route (§2.1 paths). Routes not listed have no survey: the
 * widget makes no request there.
 */
export const surveySections: Readonly<Record<string, SurveySection>> = {
  '/': 'Home',
  '/place-order': 'Place Order',
  '/my-orders': 'My Orders',
  '/videos': 'Videos',
  '/p4p': 'Partner Hub',
  '/cart': 'Cart',
  '/order-confirmation': 'Order Confirmation',
  '/review-order': 'Review Order',
  '/stock-card': 'Stockcard',
  '/my-account': 'My Account',
  '/change-password': 'Change Password',
  '/faqs': 'FAQs',
  '/vlogs': 'Vlogs',
};

/**
 * The survey page name of a path, or null for a page without surveys.
 * @param pathname a location's path ('/cart', '/cart/' and '/CART' alike: routes match case-insensitively
 *   and with a trailing slash)
 */
export function surveySectionOf(pathname: string): SurveySection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return surveySections[path] ?? null;
}
