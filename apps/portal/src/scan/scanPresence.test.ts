import { describe, expect, it } from 'vitest';
import { scanPresence } from './scanPresence';

describe('scanPresence (camera scan, ADR 0027)', () => {
  it('counts a code once while it stays in the picture, however long each frame takes to read', () => {
    const { frame } = scanPresence(1500);
    expect(frame(['5000001'], 0)).toEqual(['5000001']);
    // A loaded tablet: 4 s between two reads, the pack still there.
    expect(frame(['5000001'], 4000)).toEqual([]);
    expect(frame(['5000001'], 9000)).toEqual([]);
  });

  it('counts it again once frames have been read without it for the whole gone time', () => {
    const { frame } = scanPresence(1500);
    expect(frame(['5000001'], 0)).toEqual(['5000001']);
    expect(frame([], 250)).toEqual([]);
    expect(frame([], 1000)).toEqual([]);
    expect(frame(['5000001'], 1749)).toEqual([]);
    expect(frame([], 2000)).toEqual([]);
    expect(frame(['5000001'], 3500)).toEqual(['5000001']);
  });

  it('judges each code on its own, in the order the frame gives them', () => {
    const { frame } = scanPresence(1500);
    expect(frame(['A', 'B'], 0)).toEqual(['A', 'B']);
    expect(frame(['B'], 100)).toEqual([]);
    expect(frame(['C', 'B', 'A'], 2000)).toEqual(['C', 'A']);
    expect(frame(['C', 'B', 'A', 'A'], 2100)).toEqual([]);
  });
});
