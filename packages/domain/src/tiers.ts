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
