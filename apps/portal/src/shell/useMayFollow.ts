import { useCallback } from 'react';
import { isOrderingLink } from '@trade-portal/domain';
import { useCurrentAccount } from '../api';

/**
 * Whether the current store may follow a link (§2.4, §6): the route guard's own rule (`ORDERING_PATHS`
 * of domain, which the router wraps in `RequireOrdering`), so a call to action is hidden exactly where
 * following it would only send tier 3 back to `/`. Until the store's tier is known, no link into ordering
 * is allowed either, so a Tier 3 store never sees one flash by. For content the portal gets from a call
 * that does not know the store (the notification strip's); the server leaves these links out of the
 * store's own content itself.
 * @returns `(href) => boolean`, stable while the tier stays the same
 */
export function useMayFollow(): (href: string | null | undefined) => boolean {
  const { account, restricted } = useCurrentAccount();
  const closed = restricted || account === null;
  return useCallback((href) => !closed || !isOrderingLink(href), [closed]);
}
