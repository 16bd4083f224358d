import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_DAYS, DEFAULT_HISTORY_PRESET, DUPLICATE_ORDER_SIMILARITY, DUPLICATE_ORDER_WINDOW_MS, OrderStatus, historyPresets, historyQuery, isPending, linesSimilarity, orderStatusName } from './orders';

describe('orders (§4)', () => {
  it('has the four status codes', () => expect(OrderStatus).toEqual({ Submitted: 0, Pending: 1, Processing: 2, Cancelled: 3 }));

  it.each([
    [0, 'Submitted'], [1, 'Pending'], [2, 'Processing'], [3, 'Cancelled'], [4, 'Submitted'], [-1, 'Submitted'], [1.5, 'Submitted'],
    [Number.NaN, 'Submitted'], [null, 'Submitted'], [undefined, 'Submitted'],
  ])('status %s is %s', (c, n) => expect(orderStatusName(c as number)).toBe(n));

  it('has the six presets, in order', () => {
    expect(historyPresets.map((p) => [p.id, p.label, p.kind, p.value])).toEqual([
      ['week', 'Past week', 'timeSpan', 7],
      ['month', 'Past month', 'timeSpan', 30],
      ['year', 'Past year', 'timeSpan', 365],
      ['pending', 'Pending', 'status', 1],
      ['submitted', 'Submitted', 'status', 0],
      ['cancelled', 'Cancelled', 'status', 3],
    ]);
  });

  it('defaults to 30 days', () => expect(DEFAULT_HISTORY_DAYS).toBe(30));
  it('opens My Orders on the preset of the default window', () => expect(historyQuery(DEFAULT_HISTORY_PRESET)).toEqual({ timeSpan: DEFAULT_HISTORY_DAYS }));

  it.each([
    ['week', { timeSpan: 7 }], ['month', { timeSpan: 30 }], ['year', { timeSpan: 365 }],
    ['pending', { timeSpan: 365, status: 1 }], ['submitted', { timeSpan: 365, status: 0 }], ['cancelled', { timeSpan: 365, status: 3 }],
  ] as const)('historyQuery(%s)', (id, q) => expect(historyQuery(id)).toEqual(q));

  it('an unknown preset falls back to the default month', () =>
    expect(historyQuery('nope' as never)).toEqual({ timeSpan: DEFAULT_HISTORY_DAYS }));

  it.each([[1, true], [0, false], [2, false], [3, false]])('isPending(Status %i) = %s', (s, r) => expect(isPending({ Status: s })).toBe(r));
});

describe('linesSimilarity', () => {
  const m = (o: Record<string, number>) => new Map(Object.entries(o));
  it('is 1 for the same lines, in any order', () => {
    expect(linesSimilarity(m({ A: 4, B: 2 }), m({ B: 2, A: 4 }))).toBe(1);
  });
  it('counts outers in common over outers in either', () => {
    expect(linesSimilarity(m({ A: 4, B: 2 }), m({ A: 4, B: 4 }))).toBeCloseTo(6 / 8);
    expect(linesSimilarity(m({ A: 10, B: 10, C: 10 }), m({ A: 10, B: 10, C: 8 }))).toBeGreaterThanOrEqual(DUPLICATE_ORDER_SIMILARITY);
    expect(linesSimilarity(m({ A: 4 }), m({ A: 4, B: 4 }))).toBe(0.5);
  });
  it('is 0 for disjoint or empty lines, and symmetric', () => {
    expect(linesSimilarity(m({ A: 4 }), m({ B: 4 }))).toBe(0);
    expect(linesSimilarity(m({}), m({}))).toBe(0);
    const a = m({ A: 3, B: 7, C: 1 });
    const b = m({ A: 5, C: 1, D: 2 });
    expect(linesSimilarity(a, b)).toBe(linesSimilarity(b, a));
  });
  it('keeps the window at 24 hours', () => {
    expect(DUPLICATE_ORDER_WINDOW_MS).toBe(86_400_000);
  });
});
