/** The restricted tier: no ordering and no order views (§2.4, §6). */
export const RESTRICTED_TIER = 3;
/** Tier assumed when none is given (§5). */
export const DEFAULT_TIER = 2;

/** 'Tier 1' → 1, 'Tier 2' → 2, 'Tier 3' → 3, anything else → 2 (§5). */
export function tierLevel(name: string | null | undefined): 1 | 2 | 3 {
  const map: Record<string, 1 | 2 | 3> = { 'Tier 1': 1, 'Tier 2': 2, 'Tier 3': 3 };
  return (name && map[name.trim()]) || DEFAULT_TIER;
}

/** 1 → 'Tier 1'. */
export function tierName(level: number): string {
  return `Tier ${level === 1 || level === 3 ? level : DEFAULT_TIER}`;
}

/** True at TierAccessLevel 3 (§6). */
export function isRestricted(level: number | null | undefined): boolean {
  return level === RESTRICTED_TIER;
}

/**
 * The routes of ordering and order views (§2.1 paths), closed at TierAccessLevel 3: §2.4 and §6 name
 * /place-order, /cart and /my-orders (with its Insights view); the stock card, quick order and several-store order are ordering
 * too, and the order views (§3) are refused by the server. The portal's route guard wraps exactly these,
 * and every call to action into them is hidden from tier 3 (§6), on the server and in the portal.
 */
export const ORDERING_PATHS = ['/place-order', '/cart', '/my-orders', '/my-orders/insights', '/stock-card', '/quick-order', '/multi-store-order', '/order-confirmation', '/review-order', '/check-in'] as const;

/** One of {@link ORDERING_PATHS}. */
export type OrderingPath = (typeof ORDERING_PATHS)[number];

const ORDERING_SET: ReadonlySet<string> = new Set(ORDERING_PATHS);

/**
 * Whether a link leads into ordering (§6): an in-app link whose path is one of {@link ORDERING_PATHS},
 * matched as the router matches (case-insensitive, trailing slashes ignored), with its query and hash
 * ignored. The help bot's `#/place-order` form counts too (its `#` prefix is stripped by the portal), as
 * does a same-site absolute path such as `/place-order/`. A URL to another site (`http(s)://`, `www.`,
 * `//host`) or a mail or phone link never does.
 * @param href a link as content carries it: '/place-order?x=1', '#/cart', 'https://example.org'
 */
export function isOrderingLink(href: string | null | undefined): boolean {
  if (!href) return false;
  let path = href.trim();
  if (path.startsWith('#/')) path = path.slice(1);
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  path = path.split(/[?#]/, 1)[0] ?? '';
  path = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ORDERING_SET.has(path.toLowerCase());
}

/**
 * Whether a store at `level` may follow a link (§2.4, §6): at TierAccessLevel 3 no link into ordering
 * ({@link isOrderingLink}); every other tier, and every link that does not lead into ordering, may.
 * @param level the store's TierAccessLevel (1, 2 or 3); null or undefined while unknown counts as allowed,
 *   so a caller that must not show ordering before the tier is known checks that first
 */
export function mayFollow(level: number | null | undefined, href: string | null | undefined): boolean {
  return !isRestricted(level) || !isOrderingLink(href);
}
