import { describe, expect, it } from 'vitest';
import { opensLoggedOut } from './publicLinks';

describe('opensLoggedOut (§2.2)', () => {
  it('takes the public pages, as the router matches them', () => {
    for (const href of ['/contact-us', '/Register/', '/privacy-policy-public?x=1', '/reset-password#top', '/login']) {
      expect(opensLoggedOut(href), href).toBe(true);
    }
  });

  it('takes other sites, mail and phone links, and the server files anyone may fetch', () => {
    for (const href of ['https://example.org/x', '//cdn.example.org/a.png', 'mailto:help@example.org', 'tel:+353871234567', '/pdf/downloads/holiday-ordering-calendar', '/assets/p4p/guide.svg']) {
      expect(opensLoggedOut(href), href).toBe(true);
    }
  });

  it('refuses private pages (they lead to /login), relative and empty links', () => {
    for (const href of ['/see-all-downloads', '/', '/place-order', '/privacy-policy', '/pdfs', 'see-all-downloads', '#/cart', '', null, undefined]) {
      expect(opensLoggedOut(href), String(href)).toBe(false);
    }
  });
});
