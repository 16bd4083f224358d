import { describe, expect, it } from 'vitest';
import { ctaTarget, isExternalLink } from './links';

describe('isExternalLink (§2.9 "looks like a URL")', () => {
  it.each(['https://example.org', 'http://example.org/a', 'www.example.org', 'WWW.Example.org', ' https://x.y '])('%s is external', (link) => {
    expect(isExternalLink(link)).toBe(true);
  });
  it.each(['/p4p', '/', 'p4p', 'example.org', 'mailto:a@b.c', '/www.example', 'httpsite'])('%s is internal', (link) => {
    expect(isExternalLink(link)).toBe(false);
  });
});

describe('ctaTarget', () => {
  it('keeps an in-app path and opens it in place', () => {
    expect(ctaTarget('/videos')).toEqual({ href: '/videos', external: false });
  });
  it('gives a www. link https and a new tab', () => {
    expect(ctaTarget('www.example.org/a')).toEqual({ href: 'https://www.example.org/a', external: true });
  });
  it('appends survey=true for OpenSurvey, after an existing query and before a hash', () => {
    expect(ctaTarget('/', true).href).toBe('/?survey=true');
    expect(ctaTarget('/place-order?x=1', true).href).toBe('/place-order?x=1&survey=true');
    expect(ctaTarget('/faqs#top', true).href).toBe('/faqs?survey=true#top');
  });
  it('leaves an external link as it is even with OpenSurvey', () => {
    expect(ctaTarget('https://example.org', true)).toEqual({ href: 'https://example.org', external: true });
  });
  it('takes an empty link as home', () => {
    expect(ctaTarget('  ')).toEqual({ href: '/', external: false });
  });
});
