import { describe, expect, it } from 'vitest';
import { contrastRatio, INK, NAVY, parseHex, readablePair, WHITE } from './colour';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b2341', '#0B2341')).toBeCloseTo(1, 5);
  });
  it('matches docs/design.md for white on navy (15.4:1)', () => {
    expect(contrastRatio(NAVY, WHITE)).toBeCloseTo(15.4, 1);
  });
  it('is null for anything but hex', () => {
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex(null)).toBeNull();
  });
});

describe('readablePair', () => {
  it('keeps a readable pair as sent', () => {
    expect(readablePair('#0b2341', '#ffffff')).toEqual({ background: '#0b2341', text: '#ffffff' });
  });
  it('replaces unreadable text with white or ink, whichever reads', () => {
    expect(readablePair('#e5e7eb', '#d1d5db')).toEqual({ background: '#e5e7eb', text: INK });
    expect(readablePair('#7f1d1d', '#991b1b')).toEqual({ background: '#7f1d1d', text: WHITE });
  });
  it('picks a text colour when none is sent', () => {
    expect(readablePair('#c99a2e', null)).toEqual({ background: '#c99a2e', text: INK });
  });
  it('falls back to navy and white for a missing background', () => {
    expect(readablePair(null, '#123456')).toEqual({ background: NAVY, text: WHITE });
    expect(readablePair('not-a-colour', null)).toEqual({ background: NAVY, text: WHITE });
  });
  it('every result reads at 4.5:1 or better', () => {
    for (const bg of ['#777777', '#808080', '#3b82f6', '#f59e0b', '#ffffff', '#000000']) {
      const { background, text } = readablePair(bg, '#888888');
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
