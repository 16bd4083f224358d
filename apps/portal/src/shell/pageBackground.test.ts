import { describe, expect, it } from 'vitest';
import { pageBackground } from './pageBackground';

describe('pageBackground (§2.4)', () => {
  it('is white on the six pages of §2.4 and /contact, the same screen as /faqs', () => {
    for (const path of ['/cookies-policy', '/declaration', '/videos', '/privacy-policy', '/terms-conditions', '/faqs', '/contact', '/faqs/']) {
      expect(pageBackground(path), path).toBe('white');
    }
  });
  it('keeps the default background elsewhere', () => {
    // '/faqs-old' is a path no route serves on purpose: a prefix of /faqs must not take its background.
    for (const path of ['/', '/place-order', '/cart', '/vlogs', '/p4p', '/my-orders', '/faqs-old']) expect(pageBackground(path), path).toBe('default');
  });
});
