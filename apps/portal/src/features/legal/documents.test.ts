import { describe, expect, it } from 'vitest';
import { legalDocumentFor, legalDocuments } from './documents';

describe('legal documents (§2.1, §2.2)', () => {
  it('has a text for every legal path, the public twins the same as the private pages', () => {
    expect(Object.keys(legalDocuments).sort()).toEqual(['/cookies-policy', '/cookies-policy-public', '/declaration', '/privacy-policy', '/privacy-policy-public', '/terms-conditions', '/terms-conditions-register']);
    expect(legalDocumentFor('/cookies-policy-public')).toBe(legalDocumentFor('/cookies-policy'));
    expect(legalDocumentFor('/terms-conditions-register').title).toBe('Terms of Use');
    expect(legalDocumentFor('/declaration').title).toBe('Reach Declaration');
    expect(legalDocumentFor('/privacy-policy/').title).toBe('Privacy Statement');
  });
  it('gives every section a heading and text', () => {
    for (const doc of Object.values(legalDocuments)) for (const s of doc.sections) expect(s.heading && s.paragraphs.length).toBeTruthy();
  });
});
