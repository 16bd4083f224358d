import { describe, expect, it } from 'vitest';
import { CLAIM_AUTO_ACCEPT_CENTS, CLAIM_PHOTO_MAX_BYTES, claimMessages, claimPhotoRefusal, creditNoteNumber, isAcceptedAtOnce, isClaimOpen } from './deliveryClaim';

describe('isAcceptedAtOnce (ADR 0055)', () => {
  it('accepts shortages only, worth at most €50.00 net', () => {
    expect(isAcceptedAtOnce([{ Reason: 'Short', netCents: 3_000 }, { Reason: 'Short', netCents: 2_000 }])).toBe(true);
    expect(isAcceptedAtOnce([{ Reason: 'Short', netCents: CLAIM_AUTO_ACCEPT_CENTS + 1 }])).toBe(false);
  });

  it('leaves any damaged, wrong or out-of-date line to the manufacturer, whatever its value', () => {
    for (const Reason of ['Damaged', 'WrongProduct', 'OutOfDate'] as const) {
      expect(isAcceptedAtOnce([{ Reason: 'Short', netCents: 100 }, { Reason, netCents: 1 }])).toBe(false);
    }
  });

  it('accepts no empty claim', () => {
    expect(isAcceptedAtOnce([])).toBe(false);
  });
});

describe('isClaimOpen: 48 hours from delivery, at the calendar edges', () => {
  const cases: [string, string, string, boolean][] = [
    ['the last second of the window, across a month end', '2026-11-30T07:30:00Z', '2026-12-02T07:30:00Z', true],
    ['a millisecond after it', '2026-11-30T07:30:00Z', '2026-12-02T07:30:00.001Z', false],
    ['across 1 January', '2026-12-31T23:30:00Z', '2027-01-02T23:29:59Z', true],
    ['across 29 February 2028', '2028-02-28T12:00:00Z', '2028-03-01T12:00:00Z', true],
    ['48 hours, not two wall-clock days, across the spring DST Sunday in Dublin', '2027-03-27T10:00:00Z', '2027-03-29T10:00:01Z', false],
    ['across the autumn DST Sunday', '2027-10-30T23:30:00Z', '2027-11-01T23:30:00Z', true],
    ['before the delivery (a clock behind)', '2026-12-01T07:30:00Z', '2026-12-01T07:29:59Z', false],
  ];
  for (const [name, delivered, now, open] of cases) {
    it(name, () => expect(isClaimOpen(new Date(delivered), new Date(now))).toBe(open));
  }
});

describe('creditNoteNumber', () => {
  it('is CN and six digits', () => {
    expect(creditNoteNumber(1)).toBe('CN000001');
    expect(creditNoteNumber(123_456)).toBe('CN123456');
  });
});

describe('claimPhotoRefusal: what the portal refuses before sending', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(claimPhotoRefusal({ name: 'box.jpg', type: 'image/jpeg', size: CLAIM_PHOTO_MAX_BYTES })).toBeNull();
    expect(claimPhotoRefusal({ name: 'box.png', type: 'image/png', size: 1 })).toBeNull();
    expect(claimPhotoRefusal({ name: 'box.webp', type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });
  it('says how to send a HEIC photo instead, by its type or its name', () => {
    expect(claimPhotoRefusal({ name: 'IMG_1.HEIC', type: '', size: 10 })).toBe(claimMessages.heic);
    expect(claimPhotoRefusal({ name: 'photo', type: 'image/heif', size: 10 })).toBe(claimMessages.heic);
  });
  it('refuses what is not a photo, an empty file and one over 10 MB', () => {
    expect(claimPhotoRefusal({ name: 'docket.pdf', type: 'application/pdf', size: 10 })).toBe(claimMessages.notAnImage);
    expect(claimPhotoRefusal({ name: 'box.jpg', type: 'image/jpeg', size: 0 })).toBe(claimMessages.notAnImage);
    expect(claimPhotoRefusal({ name: 'box.jpg', type: 'image/jpeg', size: CLAIM_PHOTO_MAX_BYTES + 1 })).toBe(claimMessages.photoTooBig);
  });
});
