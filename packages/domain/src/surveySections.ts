/**
 * The §7 page name a survey is asked for, by route (§2.1 paths). Routes not listed have no survey. The
 * portal's survey widget asks for the page it shows; the server reads a home pod's link with it (§2.9
 * OpenSurvey), so both name a page alike.
 */
export const SURVEY_SECTIONS = {
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
} as const;

/** A §7 Surveys page name. */
export type SurveyPageName = (typeof SURVEY_SECTIONS)[keyof typeof SURVEY_SECTIONS];

/**
 * The survey page name of a path, or null for a page without surveys.
 * @param pathname a location's path ('/cart', '/cart/' and '/CART' alike: routes match case-insensitively
 *   and with a trailing slash); a query or hash after it is ignored
 */
export function surveyPageOf(pathname: string): SurveyPageName | null {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const path = bare.length > 1 ? bare.replace(/\/+$/, '').toLowerCase() : bare;
  return Object.hasOwn(SURVEY_SECTIONS, path) ? SURVEY_SECTIONS[path as keyof typeof SURVEY_SECTIONS] : null;
}
