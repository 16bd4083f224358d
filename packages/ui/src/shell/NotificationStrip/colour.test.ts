import { describe, expect, it } from 'vitest';
import { isHexColour, wantsLightText } from './colour';

describe('wantsLightText', () => {
  it('is true on the seeded navy and teal, false on light colours and on anything not a hex colour', () => {
    expect(wantsLightText('#0b2341')).toBe(true);
    expect(wantsLightText('#0f766e')).toBe(true);
    expect(wantsLightText('#fff')).toBe(false);
    expect(wantsLightText('#ffd54f')).toBe(false);
    // mid grey: white reaches only 3.9:1, so dark text
    expect(wantsLightText('#808080')).toBe(false);
    expect(wantsLightText('red')).toBe(false);
    expect(wantsLightText(null)).toBe(false);
  });
  it('accepts only hex colours', () => {
    expect(isHexColour('#0b2341')).toBe(true);
    expect(isHexColour('url(x)')).toBe(false);
  });
});
