import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidQuantity } from './quantity';
import { FORGET_MIN_WEEKS, USUAL_ORDER_WEEKS, usualOrder, usualOuters, type UsualOrderHistoryLine, type UsualOrderProduct } from './usualOrder';

// Thursday 26 November 2026, 10:00 in Dublin (UTC+0 in winter).
const today = new Date('2026-11-26T10:00:00Z');
const DAY = 86_400_000;
/** A line placed `days` calendar days before today, at 10:00. */
const line = (days: number, SKU: string, Quantity: number, Status = 0): UsualOrderHistoryLine => ({ orderedAt: new Date(today.getTime() - days * DAY), SKU, Quantity, Status });
/** One line of `SKU` in each of the given weeks ago (on the same weekday as today). */
const weekly = (SKU: string, weeksAgo: number[], Quantity: number | ((w: number) => number) = 4) =>
  weeksAgo.map((w) => line(w * 7, SKU, typeof Quantity === 'number' ? Quantity : Quantity(w)));

const product = (SKU: string, rest: Partial<UsualOrderProduct> = {}): UsualOrderProduct => ({ SKU, MinimumOrder: 1, MinimumOrderIncremental: 1, ...rest });
const catalogue = [product('A'), product('B'), product('C'), product('D'), product('STEP', { MinimumOrder: 5, MinimumOrderIncremental: 5 }), product('ALT')];
const all8 = [0, 1, 2, 3, 4, 5, 6, 7];

describe('usualOrder', () => {
  it('a store with no history has nothing to propose and no weeks behind it', () => {
    expect(usualOrder({ lines: [], catalogue, today })).toEqual({ weeksConsidered: 0, weeks: USUAL_ORDER_WEEKS, proposals: [], leftOut: [], didYouForget: [] });
  });

  it('says why in numbers: ordered in 6 of the last 8 weeks, usually 4 outers', () => {
    const r = usualOrder({ lines: [...weekly('A', [0, 1, 2, 4, 5, 7], 4), ...weekly('B', all8, 2)], catalogue, today });
    expect(r.weeksConsidered).toBe(8);
    const a = r.proposals.find((p) => p.SKU === 'A')!;
    expect(a).toMatchObject({ weeksOrdered: 6, weeksConsidered: 8, medianOuters: 4, outers: 4, adjustedBy: null, lastOrderedWeeksAgo: 0, almostEveryWeek: true });
    expect(a.product.SKU).toBe('A');
    // Most weeks first.
    expect(r.proposals.map((p) => p.SKU)).toEqual(['B', 'A']);
  });

  it('a product ordered once in eight weeks is not usual; in a store whose first order is this week it is', () => {
    const old = [...weekly('A', all8), ...weekly('B', [3])];
    expect(usualOrder({ lines: old, catalogue, today }).proposals.map((p) => p.SKU)).toEqual(['A']);
    const fresh = usualOrder({ lines: [line(2, 'B', 3)], catalogue, today });
    expect(fresh.weeksConsidered).toBe(1);
    expect(fresh.proposals).toMatchObject([{ SKU: 'B', weeksOrdered: 1, weeksConsidered: 1, outers: 3, almostEveryWeek: false }]);
    // One week of history asks about nothing.
    expect(fresh.didYouForget).toEqual([]);
  });

  it('a new store is judged on the weeks since its first order, not the whole window', () => {
    // First order 20 days ago: weeks 0, 1 and 2.
    const r = usualOrder({ lines: [...weekly('A', [0, 1]), line(20, 'A', 4), line(20, 'B', 1)], catalogue, today });
    expect(r.weeksConsidered).toBe(3);
    expect(r.proposals.map((p) => [p.SKU, p.weeksOrdered, p.weeksConsidered])).toEqual([['A', 3, 3]]);
    expect(r.didYouForget.map((p) => p.SKU)).toEqual(['A']);
    // The caller's first order, older than the lines it sent, makes the whole window count.
    const known = usualOrder({ lines: [line(20, 'B', 1), line(6, 'B', 1)], catalogue, today, firstOrderedAt: new Date(today.getTime() - 200 * DAY) });
    expect(known.weeksConsidered).toBe(8);
    expect(known.proposals).toEqual([]);
  });

  it('a seasonal gap counts as weeks not ordered', () => {
    // Ordered every week two months ago and in the last three: 3 of 8 here, not usual.
    const lines = [...weekly('A', all8), ...weekly('C', [0, 1, 2, 8, 9, 10, 11])];
    const r = usualOrder({ lines, catalogue, today });
    expect(r.proposals.map((p) => p.SKU)).toEqual(['A']);
    // Back for four weeks: half of eight, usual again but not almost every week.
    const back = usualOrder({ lines: [...lines, ...weekly('C', [3])], catalogue, today });
    expect(back.proposals.find((p) => p.SKU === 'C')).toMatchObject({ weeksOrdered: 4, almostEveryWeek: false });
  });

  it('several orders in one week are summed, the median is of the weeks', () => {
    const lines = [line(0, 'A', 2), line(3, 'A', 2), line(7, 'A', 3), line(14, 'A', 5), line(15, 'A', 1), line(21, 'A', 4)];
    // Weeks 0..3: 4, 3, 6, 4 → median 4; weeks considered 4 (first order 21 days ago).
    expect(usualOrder({ lines, catalogue, today }).proposals).toMatchObject([{ SKU: 'A', weeksOrdered: 4, weeksConsidered: 4, medianOuters: 4, outers: 4 }]);
  });

  it('an even number of weeks takes the mean of the middle two, then the nearest step, a tie going up', () => {
    const r = usualOrder({ lines: weekly('A', [0, 1, 2, 3], (w) => [3, 4, 5, 6][w]!), catalogue, today });
    expect(r.proposals[0]).toMatchObject({ medianOuters: 4.5, outers: 5, adjustedBy: 'increment' });
  });

  it('cancelled orders are left out, of the weeks and of the quantities', () => {
    const lines = [...weekly('A', [0, 1, 2, 3], 2), line(0, 'A', 50, 3), line(7, 'B', 9, 3), line(14, 'B', 9, 3)];
    const r = usualOrder({ lines, catalogue, today });
    expect(r.proposals.map((p) => [p.SKU, p.outers])).toEqual([['A', 2]]);
    // A store whose only orders were cancelled has no history.
    expect(usualOrder({ lines: [line(0, 'A', 4, 3)], catalogue, today }).weeksConsidered).toBe(0);
  });

  it('Pending and Processing orders count like Submitted ones', () => {
    const r = usualOrder({ lines: [line(0, 'A', 2, 1), line(7, 'A', 2, 2), line(14, 'A', 2, 0)], catalogue, today });
    expect(r.proposals[0]).toMatchObject({ weeksOrdered: 3, weeksConsidered: 3 });
  });

  it('rounds to the product steps and caps at the largest valid quantity', () => {
    const lines = [...weekly('STEP', [0, 1, 2, 3], 7), ...weekly('B', [0, 1, 2, 3], 2000), ...weekly('C', [0, 1, 2, 3], 2)];
    const cat = [product('STEP', { MinimumOrder: 5, MinimumOrderIncremental: 5 }), product('B', { MinimumOrder: 5, MinimumOrderIncremental: 5 }), product('C', { MinimumOrder: 4, MinimumOrderIncremental: 2 })];
    const r = usualOrder({ lines, catalogue: cat, today });
    const by = Object.fromEntries(r.proposals.map((p) => [p.SKU, [p.outers, p.adjustedBy]]));
    expect(by).toEqual({ STEP: [5, 'increment'], B: [995, 'maximum'], C: [4, 'minimum'] });
    expect(usualOuters(8, { MinimumOrder: 5, MinimumOrderIncremental: 5 })).toEqual({ outers: 10, adjustedBy: 'increment' });
    expect(usualOuters(1000, { MinimumOrder: 1, MinimumOrderIncremental: 1 })).toEqual({ outers: 999, adjustedBy: 'maximum' });
    expect(usualOuters(3, { MinimumOrder: 1000, MinimumOrderIncremental: 1 })).toEqual({ outers: 0, adjustedBy: 'maximum' });
  });

  it('out of stock, archived and withdrawn products are left out, with the alternative and its quantity on its steps', () => {
    const cat = [
      product('A', { OutOfStock: true, AlternativeSKU: 'ALT' }),
      product('B', { IsArchived: true, AlternativeSKU: 'GONE' }),
      product('C', { OutOfStock: true, AlternativeSKU: 'D' }),
      product('D', { OutOfStock: true }),
      product('ALT', { MinimumOrder: 2, MinimumOrderIncremental: 2 }),
    ];
    const lines = [...weekly('A', all8, 3), ...weekly('B', all8, 1), ...weekly('C', [0, 1, 2, 3]), ...weekly('W', [0, 1, 2, 3, 4])];
    const r = usualOrder({ lines, catalogue: cat, today });
    expect(r.proposals).toEqual([]);
    expect(r.didYouForget).toEqual([]);
    expect(r.leftOut.map((l) => [l.SKU, l.reason, l.alternative?.SKU ?? null, l.alternativeOuters, l.weeksOrdered])).toEqual([
      ['A', 'OutOfStock', 'ALT', 4, 8],
      ['B', 'Archived', null, null, 8],
      ['W', 'Withdrawn', null, null, 5],
      ['C', 'OutOfStock', null, null, 4],
    ]);
    expect(r.leftOut.find((l) => l.SKU === 'W')!.product).toBeNull();
  });

  it('the edge of the window: the 56th day back is in, the 57th out', () => {
    // Weeks 0..7 cover today and the 55 days before it.
    const inside = usualOrder({ lines: [line(55, 'A', 4), ...weekly('A', [0, 1, 2])], catalogue, today });
    expect(inside.proposals[0]).toMatchObject({ weeksOrdered: 4, weeksConsidered: 8 });
    const outside = usualOrder({ lines: [line(56, 'A', 4), ...weekly('A', [0, 1, 2])], catalogue, today });
    // Still 8 weeks considered (the store is older than the window), but the old line is not one of them:
    // three of eight is under half.
    expect(outside.weeksConsidered).toBe(8);
    expect(outside.proposals).toEqual([]);
  });

  it('weeks are the store’s calendar days: 23:30 in Dublin in summer is the same day, not the next', () => {
    const summer = new Date('2026-07-09T09:00:00Z');
    // 22:30 UTC on 2 July is 23:30 in Dublin (UTC+1): 7 days back, week 1, not week 0.
    const lines = [{ orderedAt: '2026-07-02T22:30:00Z', SKU: 'A', Quantity: 1 }, { orderedAt: '2026-07-09T08:00:00Z', SKU: 'A', Quantity: 1 }];
    expect(usualOrder({ lines, catalogue, today: summer, timeZone: 'Europe/Dublin' }).proposals[0]).toMatchObject({ weeksOrdered: 2, weeksConsidered: 2 });
    // In Tokyo (UTC+9) that first order is already 3 July: 6 days back, the same week as today.
    expect(usualOrder({ lines, catalogue, today: summer, timeZone: 'Asia/Tokyo' }).proposals[0]).toMatchObject({ weeksOrdered: 1, weeksConsidered: 1 });
  });

  it.each([
    ['00:30 on 1 December', '2026-12-01T00:30:00Z', 'Europe/Dublin', '2026-11-24T23:30:00Z', '2026-11-25T00:30:00Z'],
    ['23:30 on 30 November, the last day of a month', '2026-11-30T23:30:00Z', 'Europe/Dublin', '2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z'],
    ['00:30 on 1 January', '2027-01-01T00:30:00Z', 'Europe/Dublin', '2026-12-25T23:30:00Z', '2026-12-26T00:30:00Z'],
    ['the same instant in New York, 19:30 on 31 December', '2027-01-01T00:30:00Z', 'America/New_York', '2026-12-25T04:30:00Z', '2026-12-25T23:30:00Z'],
    ['02:30 IST on 28 March 2027, the first hour of summer time', '2027-03-28T01:30:00Z', 'Europe/Dublin', '2027-03-21T23:30:00Z', '2027-03-22T00:30:00Z'],
    ['00:30 IST a week later, the 23-hour Sunday in week 1', '2027-04-03T23:30:00Z', 'Europe/Dublin', '2027-03-28T22:30:00Z', '2027-03-28T23:30:00Z'],
    ['the first 01:30 of 31 October 2027 (IST)', '2027-10-31T00:30:00Z', 'Europe/Dublin', '2027-10-24T22:30:00Z', '2027-10-24T23:30:00Z'],
    ['23:30 GMT on 31 October 2027, the end of a 25-hour day', '2027-10-31T23:30:00Z', 'Europe/Dublin', '2027-10-24T22:30:00Z', '2027-10-24T23:30:00Z'],
    ['23:30 on 29 February 2028', '2028-02-29T23:30:00Z', 'Europe/Dublin', '2028-02-22T23:30:00Z', '2028-02-23T00:30:00Z'],
    ['00:30 on 1 March 2028, with 29 February in week 0', '2028-03-01T00:30:00Z', 'Europe/Dublin', '2028-02-23T23:30:00Z', '2028-02-24T00:30:00Z'],
  ])('weeks at %s: 23:30 store-local seven days back is week 1, 00:30 six days back week 0', (_, at, timeZone, lastOfWeek1, firstOfWeek0) => {
    const weekOf = (orderedAt: string) => {
      const r = usualOrder({ lines: [{ orderedAt, SKU: 'A', Quantity: 2 }], catalogue, today: new Date(at), timeZone });
      // The store's first order: its week is the oldest considered, and the product's last.
      expect(r.weeksConsidered).toBe(r.proposals[0]!.lastOrderedWeeksAgo + 1);
      return r.proposals[0]!.lastOrderedWeeksAgo;
    };
    expect(weekOf(lastOfWeek1)).toBe(1);
    expect(weekOf(firstOfWeek0)).toBe(0);
  });

  it('refuses a window outside 1 to 52 weeks', () => {
    expect(() => usualOrder({ lines: [], catalogue, today, weeks: 0 })).toThrow(RangeError);
    expect(() => usualOrder({ lines: [], catalogue, today, weeks: 53 })).toThrow(RangeError);
    expect(() => usualOrder({ lines: [], catalogue, today: new Date('x') })).toThrow(RangeError);
  });

  it(`'Did you forget?' needs ${FORGET_MIN_WEEKS} weeks and 3 in 4 of them`, () => {
    const lines = [...weekly('A', [0, 1, 2, 3, 4, 5]), ...weekly('B', [0, 1, 2, 3, 4]), ...weekly('C', all8)];
    const r = usualOrder({ lines, catalogue, today });
    expect(r.didYouForget.map((p) => p.SKU)).toEqual(['C', 'A']);
    expect(r.proposals.map((p) => p.SKU)).toEqual(['C', 'A', 'B']);
  });
});

describe('usualOrder properties', () => {
  const rule = fc.record({ MinimumOrder: fc.integer({ min: 1, max: 24 }), MinimumOrderIncremental: fc.integer({ min: 1, max: 12 }) });
  const history = fc.array(
    fc.record({ days: fc.integer({ min: -3, max: 120 }), SKU: fc.constantFrom('A', 'B', 'C'), Quantity: fc.integer({ min: -1, max: 1500 }), Status: fc.integer({ min: 0, max: 3 }) }),
    { maxLength: 60 },
  );

  it('every proposal is a valid quantity of its product, within its weeks, and forgotten ones are proposals', () => {
    fc.assert(
      fc.property(history, rule, fc.integer({ min: 1, max: 52 }), (h, r, weeks) => {
        const cat = ['A', 'B', 'C'].map((SKU) => product(SKU, r));
        const out = usualOrder({ lines: h.map((x) => line(x.days, x.SKU, x.Quantity, x.Status)), catalogue: cat, today, weeks });
        expect(out.weeksConsidered).toBeLessThanOrEqual(weeks);
        for (const p of out.proposals) {
          expect(isValidQuantity(p.outers, p.product)).toBe(true);
          expect(p.outers).toBeGreaterThan(0);
          expect(p.weeksOrdered).toBeLessThanOrEqual(p.weeksConsidered);
          expect(p.weeksOrdered * 2).toBeGreaterThanOrEqual(p.weeksConsidered);
        }
        for (const f of out.didYouForget) expect(out.proposals).toContain(f);
      }),
    );
  });

  it('cancelled lines change nothing', () => {
    fc.assert(
      fc.property(history, history, (h, extra) => {
        const lines = h.map((x) => line(x.days, x.SKU, x.Quantity, x.Status === 3 ? 0 : x.Status));
        const cancelled = extra.map((x) => line(x.days, x.SKU, x.Quantity, 3));
        // Sent with an earlier first order, so the cancelled lines cannot be the store's first.
        const first = new Date(today.getTime() - 400 * DAY);
        expect(usualOrder({ lines: [...lines, ...cancelled], catalogue, today, firstOrderedAt: first })).toEqual(usualOrder({ lines, catalogue, today, firstOrderedAt: first }));
      }),
    );
  });
});
