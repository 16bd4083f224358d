/** Cms tag: product popup banners by page (§2.13, §7 ProductPopUp); the rest of the tag is later work. */
import { productPopups } from '../services/productPopups';
import { accountOf, callerOf, query, type HandlerContext, type HandlerMap } from './context';

/** Handlers of the Cms tag that this server implements. */
export function cmsHandlers({ db, catalogue }: HandlerContext) {
  return {
    // None at TierAccessLevel 3, which may not order (§6).
    async getProductPopUp(req) {
      const accountId = accountOf(req);
      return productPopups(db, catalogue, query<'getProductPopUp'>(req).section, callerOf(req).tiers[accountId]);
    },
  } satisfies HandlerMap;
}
