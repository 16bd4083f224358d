import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER, ORDERING_PATHS, RESTRICTED_TIER, isOrderingLink, isRestricted, mayFollow, tierLevel, tierName } from './tiers';

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
  it.each([
    ['/place-order', true], ['/place-order?brand=x', true], ['/Place-Order/', true], ['#/cart', true], ['/my-orders#top', true], ['/my-orders/insights', true],
    ['/review-order?ordernumber=1', true], ['/stock-card', true], ['/quick-order', true], ['/multi-store-order', true], ['/check-in?order=1', true], ['/order-confirmation', true],
    ['/', false], ['/p4p', false], ['#/#downloads', false], ['/place-orders', false], ['/videos?x=/cart', false],
    ['https://example.org/place-order', false], ['//example.org/cart', false], ['www.example.org', false], ['place-order', false], ['', false], [null, false], [undefined, false],
  ])('isOrderingLink(%j) = %s', (href, ordering) => expect(isOrderingLink(href)).toBe(ordering));
  it('closes every ordering path to tier 3 alone (§6)', () => {
    for (const path of ORDERING_PATHS) {
      expect(mayFollow(3, path)).toBe(false);
      expect(mayFollow(2, path)).toBe(true);
      expect(mayFollow(1, path)).toBe(true);
    }
    expect(mayFollow(3, '/videos')).toBe(true);
    expect(mayFollow(3, 'https://example.org')).toBe(true);
  });
});
