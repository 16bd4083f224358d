import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER, RESTRICTED_TIER, isRestricted, tierLevel, tierName } from './tiers';

describe('tiers (§5, §6)', () => {
  it('restricts tier 3 and defaults to 2', () => {
    expect(RESTRICTED_TIER).toBe(3);
    expect(DEFAULT_TIER).toBe(2);
  });
  it.each([
    ['Tier 1', 1], ['Tier 2', 2], ['Tier 3', 3], [' Tier 3 ', 3], ['Tier 4', 2], ['tier 1', 2], ['Gold', 2], ['', 2], [undefined, 2], [null, 2],
  ])('tierLevel(%j) = %i', (n, l) => expect(tierLevel(n)).toBe(l));
  it.each([[1, 'Tier 1'], [2, 'Tier 2'], [3, 'Tier 3'], [0, 'Tier 2'], [9, 'Tier 2']])('tierName(%i) = %s', (l, n) => expect(tierName(l)).toBe(n));
  it.each([[3, true], [2, false], [1, false], [null, false], [undefined, false]])('isRestricted(%j) = %s', (l, r) => expect(isRestricted(l)).toBe(r));
  it('round-trips names', () => [1, 2, 3].forEach((l) => expect(tierLevel(tierName(l))).toBe(l)));
});
