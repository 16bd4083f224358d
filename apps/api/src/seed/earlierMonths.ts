/**
 * The months before the drawn year, for the demo stores of single@ and multi@, so that the
 * spending at a glance shows a real year on `npm start`: its first calendar quarter whole, and last year's
 * month to compare this one with. The drawn history starts 362 days back; these stores get one fixed order
 * every {@link EARLIER_EVERY_DAYS} days from {@link EARLIER_FIRST_DAYS_AGO} days back, the newest at least
 * {@link EARLIER_LAST_DAYS_AGO} days back, older than My Orders' 'Past year' (365 days), so what that view
 * and its tests read is as it was. Each holds cigarettes, roll-your-own and nicotine pouches, with vapour every other order and a cigar
 * or a pipe tobacco every third; one of them was cancelled, so it counts for nothing. Products are picked by
 * position from the demo catalogue and nothing is drawn at random, so the rest of the history stays as it was.
 */
import { CATEGORY_ORDER, OrderStatus, type Category } from '@trade-portal/domain';
import type { schema } from '../db/open';
import { RHYTHM_ACCOUNTS, type RhythmOrder } from './weeklyRhythm';

type ProductRow = typeof schema.products.$inferInsert;

/**
 * The oldest order, in days before the seed: 460, some 15 months, more than the 12 months shown plus the
 * start of the first quarter (up to 13 months and a day before today's month) plus today's month so far.
 */
export const EARLIER_FIRST_DAYS_AGO = 460;
/** The newest, in days before the seed: 368, clear of the 365 days of 'Past year' and of the drawn year. */
export const EARLIER_LAST_DAYS_AGO = 368;
/** Days between two of these orders. */
export const EARLIER_EVERY_DAYS = 8;

/** One order of the earlier months: days before the seed, its §4 status, and its lines. */
export interface EarlierOrder extends RhythmOrder {
  status: number;
}

const isOrderable = (p: ProductRow) => !p.isArchived && !p.outOfStock;

/**
 * The earlier months' orders of one store, oldest first; none for a store without a weekly rhythm.
 * @param accountId the store
 * @param demo the demo catalogue's rows (`DEMO_PRODUCTS`), as inserted
 * @throws Error when the demo catalogue has no orderable product in a category (a catalogue change to notice)
 */
export function earlierMonths(accountId: string, demo: readonly ProductRow[]): EarlierOrder[] {
  const store = RHYTHM_ACCOUNTS.indexOf(accountId);
  if (store < 0) return [];
  const byCategory = new Map<Category, ProductRow[]>(CATEGORY_ORDER.map((c) => [c, demo.filter((p) => isOrderable(p) && p.category === c)]));
  const pick = (category: Category, i: number) => {
    const list = byCategory.get(category)!;
    if (list.length === 0) throw new Error(`The demo catalogue has no orderable ${category} product for the earlier months of ${accountId}.`);
    return list[(store * 7 + i * 11) % list.length]!;
  };
  const orders: EarlierOrder[] = [];
  for (let daysAgo = EARLIER_FIRST_DAYS_AGO, k = 0; daysAgo >= EARLIER_LAST_DAYS_AGO; daysAgo -= EARLIER_EVERY_DAYS, k++) {
    const categories: Category[] = ['RMC', 'RYO', 'NICP'];
    if (k % 2 === 0) categories.push('EVAP');
    if (k % 3 === 0) categories.push(k % 2 === 0 ? 'CGR' : 'PIP');
    const lines = categories.map((category, i) => {
      const p = pick(category, k + i);
      const quantity = (p.minimumOrder ?? 1) + ((k + i + store) % 3) * (p.minimumOrderIncremental ?? 1);
      return { sku: p.sku, productName: p.name, quantity, priceOuterCents: p.priceOuterCents };
    });
    orders.push({ daysAgo, status: k === 4 ? OrderStatus.Cancelled : OrderStatus.Submitted, lines });
  }
  return orders;
}
