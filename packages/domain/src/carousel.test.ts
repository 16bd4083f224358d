import { describe, expect, it } from 'vitest';
import { isNotificationNarrow, notificationSidePadding } from './carousel';

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
