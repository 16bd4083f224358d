import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_DAYS, OrderStatus, historyPresets, historyQuery, isPending, orderStatusName } from './orders';

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

  it.each([
    ['week', { timeSpan: 7 }], ['month', { timeSpan: 30 }], ['year', { timeSpan: 365 }],
    ['pending', { timeSpan: 365, status: 1 }], ['submitted', { timeSpan: 365, status: 0 }], ['cancelled', { timeSpan: 365, status: 3 }],
  ] as const)('historyQuery(%s)', (id, q) => expect(historyQuery(id)).toEqual(q));

  it('an unknown preset falls back to the default month', () =>
    expect(historyQuery('nope' as never)).toEqual({ timeSpan: DEFAULT_HISTORY_DAYS }));

  it.each([[1, true], [0, false], [2, false], [3, false]])('isPending(Status %i) = %s', (s, r) => expect(isPending({ Status: s })).toBe(r));
});
