import { describe, expect, it } from 'vitest';
import { isNotificationNarrow, notificationSidePadding, pickBackground, publicSliderAutoplayMs, stickyFirst } from './carousel';

describe('notificationSidePadding (§9)', () => {
  it('is 15 px at 820 px or less', () => {
    expect(notificationSidePadding(320)).toBe(15);
    expect(notificationSidePadding(820)).toBe(15);
  });
  it('is 110 px above 820 px up to 1420 px', () => {
    expect(notificationSidePadding(821)).toBe(110);
    expect(notificationSidePadding(1420)).toBe(110);
  });
  it('is (width − 1215) / 2 above 1420 px', () => {
    expect(notificationSidePadding(1421)).toBe(103);
    expect(notificationSidePadding(1440)).toBe(112.5);
    expect(notificationSidePadding(1920)).toBe(352.5);
  });
});

describe('isNotificationNarrow (§9)', () => {
  it('is true up to 767 px and false from 768 px', () => {
    expect(isNotificationNarrow(390)).toBe(true);
    expect(isNotificationNarrow(767)).toBe(true);
    expect(isNotificationNarrow(768)).toBe(false);
  });
});

describe('public slider and background (§2.2, §9)', () => {
  const msg = (Id: number, IsSticky: boolean) => ({ Id, IsSticky });
  it('rotates every 3000 ms unless a message is sticky', () => {
    expect(publicSliderAutoplayMs([msg(1, false), msg(2, false)])).toBe(3000);
    expect(publicSliderAutoplayMs([msg(1, false), msg(2, true)])).toBeUndefined();
  });
  it('puts sticky messages first, keeping the order otherwise', () => {
    expect(stickyFirst([msg(1, false), msg(2, true), msg(3, false)]).map((m) => m.Id)).toEqual([2, 1, 3]);
  });
  it('picks the sticky background, else a random one, else none', () => {
    const a = { AssetUrl: '/a.svg', IsSticky: false };
    const b = { AssetUrl: '/b.webm', IsSticky: false };
    const s = { AssetUrl: '/s.svg', IsSticky: true };
    expect(pickBackground([a, s, b], () => 0)).toBe(s);
    expect(pickBackground([a, b], () => 0)).toBe(a);
    expect(pickBackground([a, b], () => 0.99)).toBe(b);
    expect(pickBackground([])).toBeNull();
  });
});
