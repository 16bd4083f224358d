/**
 * A weekly rhythm in the recent history of the demo stores of single@ and multi@, so that
 * 'My usual order' and 'Did you forget?' show something real on `npm start`. On top of the drawn history,
 * each of these stores gets one order a week for the last {@link RHYTHM_WEEKS} weeks, placed 3 days into
 * each week as the usual order counts weeks (7 days ending today), so it never falls on a week's edge nor
 * in the last 24 hours the duplicate-order guard looks at. Each holds:
 * - four staples, each ordered almost every week (one week in twelve missed), at a steady quantity with a
 *   bigger week now and then: 'Did you forget?' asks about them;
 * - two products ordered every other week: usual, but not almost every week;
 * - one seasonal product, a cigar ahead of Christmas, ordered in the last five weeks only;
 * - one former staple that is out of stock now, ordered every week until a fortnight ago: the usual order
 *   leaves it out and offers its alternative.
 * Products are picked by position from the demo catalogue, a different set per store, and nothing is drawn
 * at random, so the rest of the seeded history stays as it was.
 */
import type { schema } from '../db/open';

type ProductRow = typeof schema.products.$inferInsert;

/** The stores with a weekly rhythm: single@'s, then multi@'s three. */
export const RHYTHM_ACCOUNTS: readonly string[] = ['10010001', '10020001', '10020002', '10020003'];
/** Weeks of rhythm before the seed, counting the current one. */
export const RHYTHM_WEEKS = 12;
/** Days into each week (counted back from the seed) the rhythm order is placed. */
const DAYS_INTO_WEEK = 3;

/** One order of the rhythm: how many days before the seed, and its lines (outers, price per outer in cents). */
export interface RhythmOrder {
  daysAgo: number;
  lines: { sku: string; productName: string; quantity: number; priceOuterCents: number }[];
}

const isOrderable = (p: ProductRow) => !p.isArchived && !p.outOfStock;
const onStep = (p: ProductRow, steps: number) => (p.minimumOrder ?? 1) + steps * (p.minimumOrderIncremental ?? 1);

/**
 * The rhythm orders of one store, oldest first; none for a store without a rhythm.
 * @param accountId the store
 * @param demo the demo catalogue's rows (`DEMO_PRODUCTS`), as inserted
 * @throws Error when the demo catalogue lacks the products the rhythm names (a catalogue change to notice)
 */
export function weeklyRhythm(accountId: string, demo: readonly ProductRow[]): RhythmOrder[] {
  const store = RHYTHM_ACCOUNTS.indexOf(accountId);
  if (store < 0) return [];
  const orderable = demo.filter((p) => isOrderable(p) && p.category !== 'CGR');
  const cigars = demo.filter((p) => isOrderable(p) && p.category === 'CGR');
  // The first out-of-stock product is the one every store's oldest order holds (see the seed): another one here.
  const outOfStock = demo.filter((p) => !p.isArchived && p.outOfStock);
  const pick = (list: readonly ProductRow[], i: number) => {
    const p = list[i];
    if (!p) throw new Error(`The demo catalogue has no product ${i} for the weekly rhythm of ${accountId}.`);
    return p;
  };
  const staples = [0, 1, 2, 3].map((i) => pick(orderable, store * 13 + i * 47 + 5));
  const everyOtherWeek = [0, 1].map((i) => pick(orderable, store * 13 + i * 47 + 29));
  const seasonal = pick(cigars, store);
  const formerStaple = pick(outOfStock, store + 1);

  const orders: RhythmOrder[] = [];
  for (let week = RHYTHM_WEEKS - 1; week >= 0; week--) {
    const lines: RhythmOrder['lines'] = [];
    const add = (p: ProductRow, quantity: number) => lines.push({ sku: p.sku, productName: p.name, quantity, priceOuterCents: p.priceOuterCents });
    staples.forEach((p, i) => {
      if (week === (2 + 5 * i + store) % RHYTHM_WEEKS) return;
      add(p, onStep(p, ((i + store) % 3) + ((week + i) % 5 === 0 ? 1 : 0)));
    });
    everyOtherWeek.forEach((p, i) => {
      if ((week + i) % 2 === 0) add(p, onStep(p, 0));
    });
    if (week < 5) add(seasonal, onStep(seasonal, 1));
    if (week >= 2) add(formerStaple, onStep(formerStaple, 1));
    orders.push({ daysAgo: week * 7 + DAYS_INTO_WEEK, lines });
  }
  return orders;
}
