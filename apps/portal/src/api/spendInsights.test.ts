import { describe, expect, it } from 'vitest';
import { fileNameOf } from './spendInsights';

describe("fileNameOf (the accountant's CSV)", () => {
  it.each([
    ['attachment; filename="spend-100200-2026-11-27.csv"', 'spend-100200-2026-11-27.csv'],
    ['attachment; filename=spend-all-stores-2026-11-27.csv', 'spend-all-stores-2026-11-27.csv'],
    ["attachment; filename=\"spend.csv\"; filename*=UTF-8''spend-caf%C3%A9.csv", 'spend-café.csv'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.csv\"", 'plain.csv'],
    ['attachment; filename="..\\\\..\\\\evil/name.csv"', '.._.._evil_name.csv'],
  ])('%s → %s', (header, name) => expect(fileNameOf(header)).toBe(name));
  it.each([[null], ['attachment'], ['']])('%j names no file', (header) => expect(fileNameOf(header)).toBeUndefined());
});
