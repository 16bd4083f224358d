import { describe, expect, it } from 'vitest';
import {
  isValidEoid, isValidFid, normaliseTrackAndTraceCode, trackAndTraceFormat, validateEoid, validateFid,
} from './trackAndTrace';
import { messages } from './validation';

describe('Track and Trace codes (§5, ADR 0010)', () => {
  it('normalises by trimming and uppercasing only', () => {
    expect(normaliseTrackAndTraceCode('  ie1abc234567 ')).toBe('IE1ABC234567');
    expect(normaliseTrackAndTraceCode('IE1 ABC')).toBe('IE1 ABC');
    expect(normaliseTrackAndTraceCode(null)).toBe('');
  });

  it('has the documented lengths', () => {
    expect(trackAndTraceFormat).toEqual({ issuerCodeLength: 3, eoidLength: 12, fidLength: 14 });
  });

  it.each([
    ['IE1ABC234567', undefined],
    ['ie1abc234567', undefined],
    ['  IE1ABC234567  ', undefined],
    ['000000000000', undefined],
    ['IE1ABC23456', messages.eoid], // 11 characters
    ['IE1ABC2345678', messages.eoid], // 13 characters
    ['IE1ABC23456789', messages.eoid], // a FID
    ['IE1-ABC-23456', messages.eoid],
    ['IE1 ABC 23456', messages.eoid],
    ['IE1ÁBC234567', messages.eoid],
    ['', messages.required],
    ['   ', messages.required],
    [null, messages.required],
    [undefined, messages.required],
  ])('validateEoid(%j)', (v, m) => {
    expect(validateEoid(v)).toBe(m);
    expect(isValidEoid(v)).toBe(m === undefined);
  });

  it.each([
    ['IE1F0000012345', undefined],
    [' ie1f0000012345', undefined],
    ['IE1F000001234', messages.fid], // 13 characters
    ['IE1F000001234567', messages.fid],
    ['IE1ABC234567', messages.fid], // an EOID
    ['IE1F_000012345', messages.fid],
    ['', messages.required],
    [null, messages.required],
  ])('validateFid(%j)', (v, m) => {
    expect(validateFid(v)).toBe(m);
    expect(isValidFid(v)).toBe(m === undefined);
  });

  it('keeps the §5 wording', () => {
    expect(validateEoid('x')).toBe('Invalid EOID format. Please try again.');
    expect(validateFid('x')).toBe('Invalid FID format. Please try again.');
    expect(validateEoid('')).toBe('This field is required.');
  });
});
