/**
 * The seed's year of orders at an edge of its own (ADR 0046): made a second after a store's cut-off, every
 * whole month of the spending still has orders and its first quarter is whole, the usual order has its 8
 * weeks of rhythm, the Pending orders of single@ and multi@'s first store were placed since their store's
 * last cut-off (so they can be changed), and the locked one before it. The seed at the calendar's other
 * edges is what the server suites read when scripts/test-dates.sh sets the clock.
 */
import { isPastCutOff, previousCutOff, type CutOffRule } from '@trade-portal/domain/cut-off';
import { OrderStatus, USUAL_ORDER_WEEKS } from '@trade-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, schema } from '../src/db/open';
import { LOCKED_ORDER_DEMO_ACCOUNT, seed, seedTimeKey } from '../src/seed';
import { Catalogue } from '../src/services/catalogue';
import { storeSpend } from '../src/services/orderInsights';
import { usualOrderOf } from '../src/services/usualOrder';
import { freshPostgres, MULTI, SINGLE } from './helpers';

const DAY = 86_400_000;

describe('the seed at the edges of its own rules', () => {
  // Seeding a database is several seconds of work: more than the suite's 30 s on a busy two-core machine.
  it('a second after single@’s Thursday 16:00 cut-off, in the first week of a year', { timeout: 120_000 }, async () => {
    const now = new Date('2027-01-07T16:00:01Z');
    const pg = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
    const database = await openDatabase(pg ? { databaseUrl: pg.url } : {});
    try {
      const { db } = database;
      await seed(db, now);
      const ctx = { db, catalogue: new Catalogue(db, 0) };

      // Every order is in the past; the newest invoiced one is 3 days old, so the duplicate-order guard's day is clear.
      const orders = await db.select().from(schema.orders);
      expect(orders.every((o) => o.orderDate.getTime() <= now.getTime())).toBe(true);
      const invoiced = orders.filter((o) => o.status !== OrderStatus.Pending && o.status !== OrderStatus.Cancelled);
      expect(now.getTime() - Math.max(...invoiced.map((o) => o.orderDate.getTime()))).toBeGreaterThanOrEqual(3 * DAY);

      for (const account of [SINGLE, MULTI[0]]) {
        const [spend] = await storeSpend(ctx, [account], now);
        const months = spend!.insights.months;
        expect(months.slice(0, -1).filter((m) => m.orders === 0).map((m) => m.month), account).toEqual([]);
        expect(spend!.insights.quarters[0]).toMatchObject({ complete: true });
        expect(spend!.insights.quarters[0]!.orders).toBeGreaterThanOrEqual(6);
        expect(spend!.insights.monthOnYear.lastYearWholeMonth.orders).toBeGreaterThan(1);
        const usual = await usualOrderOf(ctx, account, now);
        expect(usual.WeeksConsidered).toBe(USUAL_ORDER_WEEKS);
        expect(usual.DidYouForget.length).toBeGreaterThan(0);
      }

      const stores = await db.select().from(schema.accounts).where(inArray(schema.accounts.jtiAccountId, [SINGLE, MULTI[0], LOCKED_ORDER_DEMO_ACCOUNT]));
      const ruleOf = (id: string): CutOffRule => {
        const a = stores.find((s) => s.jtiAccountId === id)!;
        return { weekday: a.cutOffWeekday, time: a.cutOffTime, timeZone: a.timeZone };
      };
      const pending = async (id: string) => db.select().from(schema.orders).where(and(eq(schema.orders.accountId, id), eq(schema.orders.status, OrderStatus.Pending)));
      for (const account of [SINGLE, MULTI[0]]) {
        const [order] = await pending(account);
        expect(order!.orderDate.getTime()).toBeGreaterThan(previousCutOff(ruleOf(account), now).getTime());
        expect(now.getTime() - order!.orderDate.getTime()).toBeLessThanOrEqual(DAY);
        expect(isPastCutOff(ruleOf(account), order!.orderDate, now)).toBe(false);
      }
      const [locked] = await pending(LOCKED_ORDER_DEMO_ACCOUNT);
      expect(isPastCutOff(ruleOf(LOCKED_ORDER_DEMO_ACCOUNT), locked!.orderDate, now)).toBe(true);
    } finally {
      await database.close();
      await pg?.drop();
    }
  });

  it('a seed made before a store’s cut-off does not stand for one made after it, on the same day', () => {
    // single@'s Thursday 16:00: its Pending order must follow the cut-off, so a cached seed of 15:59 is stale at 16:00.
    expect(seedTimeKey(new Date('2027-01-07T15:59:59Z'))).not.toBe(seedTimeKey(new Date('2027-01-07T16:00:00Z')));
    expect(seedTimeKey(new Date('2027-01-07T16:00:00Z'))).toBe(seedTimeKey(new Date('2027-01-07T16:30:00Z')));
    // The day is the UTC date of the seed's instant: a new one at midnight UTC.
    expect(seedTimeKey(new Date('2028-02-29T23:59:59Z'))).not.toBe(seedTimeKey(new Date('2028-03-01T00:00:00Z')));
  });
});
