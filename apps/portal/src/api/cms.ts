/**
 * CMS resource, the part the ordering pages use (§2.13, §7 CMS and content): the product popups of a
 * page (GET /api/Cms/ProductPopUp?section), back-in-stock and product banners each with one product.
 */
import { $api } from './client';
import { forAccount, useAccountQuery } from './scope';

/** The page names the product popups are asked for (§7 section): /place-order and /cart. */
export type ProductPopupSection = 'Place Order' | 'Cart';

/**
 * GET /api/Cms/ProductPopUp of an account and page section; cached five minutes (CMS content changes
 * rarely). §8 CMS fetch failure: the caller shows nothing.
 */
export const productPopupsQuery = (accountNumber: string, section: ProductPopupSection) =>
  $api.queryOptions('get', '/api/Cms/ProductPopUp', forAccount(accountNumber, { section }), { staleTime: 5 * 60_000, retry: false });

/** The current account's product popups for a page: `ProductPopUpBanner[]` (Title, Description, Product). */
export function useProductPopups(section: ProductPopupSection) {
  return useAccountQuery((accountNumber) => productPopupsQuery(accountNumber, section));
}
