import { useSyncExternalStore } from 'react';
import { breakpoints } from '@trade-portal/ui';
import { useStockCardAccess } from '../api';

/** Wider than 931 px: the desktop header, where §2.5 and §9 let the access check run. */
const WIDE = `(min-width: ${breakpoints.stockCard + 1}px)`;
/** A touch-first device (a shop tablet or a phone): its hamburger menu lists My Stock Card (§2.5). */
const TOUCH = '(pointer: coarse)';

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(TOUCH)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}
const mayCheck = () => window.matchMedia(WIDE).matches || window.matchMedia(TOUCH).matches;

/**
 * Whether the stock card is offered: the header's 'My Stock Card' with its gold star (§2.5, §6, §9) and
 * home's create-order dialog (§2.6, ADR 0012) and /place-order's stars (§1). The access check
 * (HasAccessToStockCard) runs:
 * - on a desktop (a fine pointer) only while the window is wider than 931 px, as §2.5 and §9 say; a
 *   desktop window of 931 px or less never runs it, so its hamburger shows no stock card until the
 *   window has been wider once (the answer is then kept for the session);
 * - on touch devices (phones and shop tablets, `pointer: coarse`) at any width, once, because their
 *   hamburger menu lists My Stock Card too (§2.5) and they never have the desktop header to run it from.
 * Never at TierAccessLevel 3 (§2.5, §6: the server says false there too).
 * @param isRestricted the current account is at TierAccessLevel 3
 * @returns true only when the check has answered true
 */
export function useStockCardLink(isRestricted: boolean): boolean {
  return useStockCardOffer(isRestricted).offered;
}

/** `useStockCardLink`'s answer, and whether it may still change. */
export interface StockCardOffer {
  /** The check has answered true (§2.5, §6). */
  offered: boolean;
  /** The check runs at this width and has not answered yet: `offered` may still turn true. */
  isDeciding: boolean;
}

/**
 * `useStockCardLink` with the check's progress, for a page that should not rearrange itself when
 * the answer arrives (/place-order's Stock Card sort, §9).
 * @param isRestricted the current account is at TierAccessLevel 3
 */
export function useStockCardOffer(isRestricted: boolean): StockCardOffer {
  const allowed = useSyncExternalStore(subscribe, mayCheck, () => false);
  const enabled = allowed && !isRestricted;
  const { data, isPending } = useStockCardAccess(enabled);
  return { offered: !isRestricted && data === true, isDeciding: enabled && isPending };
}
