/**
 * Seeds an empty database with the demo data: the catalogue, four demo logins (password
 * `Portal-Demo-1`), a year of order history for each of their stores (with a weekly rhythm in the last 12
 * weeks of single@'s and multi@'s, `./weeklyRhythm`, and the months before that year for those stores,
 * `./earlierMonths`), the ordering data of
 * `./ordering` (stock cards, a BA and a TM suggestion, product popups), the surveys of `./surveys`, the
 * help bot tree of `./helpbot` and the content of `./content`.
 */
import { cartTotalsCents } from '@trade-portal/domain';
import { previousCutOff } from '@trade-portal/domain/cut-off';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/auth';
import { storeRegistrationCode } from '../services/registrationCodes';
import { lockDataLoad } from '../db/dataLock';
import type { Conn, Db, Tx } from '../db/open';
import { schema } from '../db/open';
import { seedContent } from './content';
import { buildCatalogue, DEMO_PRODUCTS } from './demoCatalogue';
import { seedHelpbot } from './helpbot';
import { seedOrdering } from './ordering';
import { seededRandom } from './random';
import { weeklyRhythm, type RhythmOrder } from './weeklyRhythm';
import { earlierMonths } from './earlierMonths';
import { demoDelivery, demoDeliveryToday, type DemoDelivery } from './deliveries';
import { SURVEY_DEMO_ACCOUNT, seedSurveys } from './surveys';

export const DEMO_PASSWORD = 'Portal-Demo-1';

/** The demo logins printed at start-up. */
export const demoLogins = [
  { email: 'single@demo.test', what: 'one store, Tier 2, a year of history with a pending order, a stock card and a BA suggestion' },
  { email: 'multi@demo.test', what: 'three stores, Tier 1, history on each; stock cards on the first two, a TM suggestion on the second' },
  { email: 'restricted@demo.test', what: 'one store at TierAccessLevel 3' },
  { email: 'survey@demo.test', what: 'one store, Tier 2; the Home and Cart surveys' },
  { email: 'firsttime@demo.test', what: 'a temporary password: the first-time-login guide (/password) comes first' },
] as const;

/** The store of multi@demo.test whose seeded Pending order was placed before its last cut-off. */
export const LOCKED_ORDER_DEMO_ACCOUNT = '10020002';

/** A store with no user but the first-time one: /register ties a new user to it with its registration code. */
export const REGISTER_DEMO_ACCOUNT = '10050001';

/**
 * The demo registration code of `REGISTER_DEMO_ACCOUNT` (ADR 0032), documented in the README so
 * that /register can be tried: it works once per fresh database (`npm run registration-code -w
 * @trade-portal/api -- 10050001` issues another). No other store has a code.
 */
export const DEMO_REGISTRATION_CODE = 'KQ7M-3XPR-9WHT';

// Each store's weekly order cut-off is its own weekday and time, in Irish time.
// Stores with Track and Trace codes hold a fictional EOID and FID in the format of ADR 0010 (one EOID per
// business, one FID per shop); 10020002 and 10030001 have none yet, so the notice of §2.4 shows for them.
const accounts = [
  { jtiAccountId: '10010001', accountName: 'Corner Shop Rathmines', addressLine1: '12 Upper Rathmines Road, Dublin 6', tierAccessLevel: 2, isTrackAndTrace: true, eoid: 'IED000104521', fid: 'IED00010452101', employeeName: 'Aoife Byrne', employeeMobilePhone: '087 123 4567', cutOffWeekday: 4, cutOffTime: '16:00', timeZone: 'Europe/Dublin' },
  { jtiAccountId: '10020001', accountName: 'Quayside News Galway', addressLine1: '3 Merchants Road, Galway', tierAccessLevel: 1, isTrackAndTrace: true, eoid: 'IED000207733', fid: 'IED00020773301', employeeName: 'Ciarán Walsh', employeeMobilePhone: '086 234 5678', cutOffWeekday: 2, cutOffTime: '12:00', timeZone: 'Europe/Dublin' },
  { jtiAccountId: '10020002', accountName: 'Quayside News Salthill', addressLine1: '88 Upper Salthill, Galway', tierAccessLevel: 1, isTrackAndTrace: false, employeeName: 'Ciarán Walsh', employeeMobilePhone: '086 234 5678', cutOffWeekday: 3, cutOffTime: '15:00', timeZone: 'Europe/Dublin' },
  { jtiAccountId: '10020003', accountName: 'Quayside Express Oranmore', addressLine1: 'Main Street, Oranmore, Co. Galway', tierAccessLevel: 1, isTrackAndTrace: true, eoid: 'IED000207733', fid: 'IED00020773303', employeeName: 'Niamh Kelly', employeeMobilePhone: '085 345 6789', cutOffWeekday: 5, cutOffTime: '11:00', timeZone: 'Europe/Dublin' },
  { jtiAccountId: '10030001', accountName: 'Hilltop Stores Cork', addressLine1: '41 Patrick Street, Cork', tierAccessLevel: 3, isTrackAndTrace: false, employeeName: 'Seán Murphy', employeeMobilePhone: '083 456 7890', cutOffWeekday: 1, cutOffTime: '16:00', timeZone: 'Europe/Dublin' },
  // Last, so the order history drawn for the stores above stays as it was.
  { jtiAccountId: SURVEY_DEMO_ACCOUNT, accountName: 'Shannonside Convenience Athlone', addressLine1: '14 Church Street, Athlone, Co. Westmeath', tierAccessLevel: 2, isTrackAndTrace: true, eoid: 'IED000311842', fid: 'IED00031184201', employeeName: 'Declan Flynn', employeeMobilePhone: '087 567 8901', cutOffWeekday: 4, cutOffTime: '16:00', timeZone: 'Europe/Dublin' },
  { jtiAccountId: REGISTER_DEMO_ACCOUNT, accountName: 'Riverside Newsagent Limerick', addressLine1: '3 Honan\'s Quay, Limerick', tierAccessLevel: 2, isTrackAndTrace: true, eoid: 'IED000512377', fid: 'IED00051237701', employeeName: 'Gráinne Kelly', employeeMobilePhone: '086 678 9012', cutOffWeekday: 3, cutOffTime: '16:00', timeZone: 'Europe/Dublin' },
];

const users: { email: string; firstName: string; lastName: string; accounts: string[]; passwordChangeRequired?: boolean }[] = [
  { email: 'single@demo.test', firstName: 'Mary', lastName: 'Doyle', accounts: ['10010001'] },
  { email: 'multi@demo.test', firstName: 'Tom', lastName: 'Keane', accounts: ['10020001', '10020002', '10020003'] },
  { email: 'restricted@demo.test', firstName: 'Pat', lastName: 'Ryan', accounts: ['10030001'] },
  { email: 'survey@demo.test', firstName: 'Niamh', lastName: 'Walsh', accounts: [SURVEY_DEMO_ACCOUNT] },
  { email: 'firsttime@demo.test', firstName: 'Ciarán', lastName: 'Nolan', accounts: [REGISTER_DEMO_ACCOUNT], passwordChangeRequired: true },
];

const DAY = 86_400_000;

/**
 * What a seed made at `now` depends on in time, as text: the day (the history is relative to it),
 * each store's last cut-off (a seeded Pending order is placed after it) and when today's demo delivery
 * arrived (./deliveries). Two seeds with the same
 * text are interchangeable, so a cached copy of one may stand for the other.
 */
export function seedTimeKey(now = new Date()): string {
  const cutOffs = accounts.map((a) => previousCutOff({ weekday: a.cutOffWeekday, time: a.cutOffTime, timeZone: a.timeZone }, now).toISOString());
  const deliveries = [...new Set(accounts.map((a) => demoDeliveryToday(now, a.timeZone).toISOString()))];
  return [now.toISOString().slice(0, 10), ...cutOffs, ...deliveries].join(' ');
}

/** True when the database has no users yet. */
export async function isEmpty(db: Conn): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}

/** Options of `seed`. */
export interface SeedOptions {
  /** Products in the catalogue (SEED_PRODUCTS), 300 to 20,000; the first 300 are always the demo catalogue's. @default 300 */
  products?: number;
  /** Called as each part is written (e.g. '300 products'), so a start can say what it is doing. */
  onProgress?: (done: string) => void;
}

/** The most products `seed` makes: a long list to measure, not a load test of the database. */
export const MAX_SEED_PRODUCTS = 20_000;

/**
 * Reads SEED_PRODUCTS: undefined when unset or empty (the 300-product demo catalogue).
 * Fewer than the demo catalogue is refused: the demo stores' stock cards and order histories are made of its
 * products, and a smaller catalogue would leave the seed nothing to pick them from.
 * @throws Error naming the variable when it is not a whole number from 300 to 20,000
 */
export function seedProductsFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < DEMO_PRODUCTS || n > MAX_SEED_PRODUCTS) {
    throw new Error(`SEED_PRODUCTS must be a whole number from ${DEMO_PRODUCTS} to ${MAX_SEED_PRODUCTS}, not "${value}".`);
  }
  return n;
}

/**
 * Writes one seeded order and its lines: the next order number, totals summed in integer cents.
 * @param lines outers, price per outer in cents
 */
async function insertOrder(tx: Tx, accountId: string, order: { date: Date; status: number }, lines: RhythmOrder['lines'], delivery: DemoDelivery | null = null): Promise<void> {
  const totals = cartTotalsCents(lines);
  const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as { rows: [{ n: string }] };
  const [inserted] = await tx
    .insert(schema.orders)
    .values({
      orderNumber: seq.rows[0].n,
      accountId,
      orderDate: order.date,
      status: order.status,
      totalItems: totals.totalItems,
      subTotalCents: totals.subTotalCents,
      vatTotalCents: totals.vatTotalCents,
      orderTotalCents: totals.orderTotalCents,
      ...(delivery ?? {}),
    })
    .returning({ id: schema.orders.id });
  await tx.insert(schema.orderLines).values(lines.map((l) => ({ ...l, orderId: inserted!.id })));
}

/**
 * Seeds the demo data into an empty database, in one transaction under the data-load lock: of several
 * processes starting on one empty database, the first seeds it and the others find it seeded.
 * @param now reference time for the order history (default: now)
 * @param options.products catalogue size (default 300); the logins, stores and order history stay the same
 * @param options.onProgress told each part as it is written: products, logins and stores, order history,
 *   ordering data, surveys and the help bot, content and media
 * @returns whether it seeded: false when the database had users by the time it held the lock
 */
export async function seed(db: Db, now = new Date(), options: SeedOptions = {}): Promise<boolean> {
  const catalogue = buildCatalogue(options.products);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const progress = options.onProgress ?? (() => undefined);
  return db.transaction(async (tx) => {
    await lockDataLoad(tx);
    if (!(await isEmpty(tx))) return false;
    for (let i = 0; i < catalogue.length; i += 500) await tx.insert(schema.products).values(catalogue.slice(i, i + 500));
    await tx.insert(schema.catalogueVersion).values({ id: 1, version: 1 });
    progress(`${catalogue.length} products`);
    await tx.insert(schema.accounts).values(accounts);
    for (const user of users) {
      const [row] = await tx
        .insert(schema.users)
        .values({ email: user.email, passwordHash, firstName: user.firstName, lastName: user.lastName, verifiedAt: now, passwordChangeRequired: user.passwordChangeRequired ?? false })
        .returning({ id: schema.users.id });
      await tx.insert(schema.userAccounts).values(user.accounts.map((accountId, position) => ({ userId: row!.id, accountId, position })));
    }
    await storeRegistrationCode(tx, REGISTER_DEMO_ACCOUNT, DEMO_REGISTRATION_CODE, now);
    progress(`${users.length} logins and ${accounts.length} stores`);

    // History from the demo catalogue alone, so that it is the same whatever the catalogue's size.
    const orderable = catalogue.slice(0, DEMO_PRODUCTS).filter((p) => !p.isArchived && !p.outOfStock);
    // A product ordered once and out of stock now: the oldest submitted order of each store holds a line of
    // it, so a reorder of that order lists an unavailable product (§8) against the real catalogue.
    const goneOutOfStock = catalogue.slice(0, DEMO_PRODUCTS).find((p) => p.outOfStock && !p.isArchived);
    const rnd = seededRandom(18);
    let orderCount = 0;
    for (const account of accounts) {
      const orders: { date: Date; status: number; lines?: RhythmOrder['lines'] }[] = [];
      for (let daysAgo = 362; daysAgo >= 3; daysAgo -= rnd.int(8, 16)) {
        const status = rnd.chance(0.08) ? 3 : daysAgo > 10 ? 0 : 2;
        orders.push({ date: new Date(now.getTime() - daysAgo * DAY - rnd.int(0, 8) * 3_600_000), status });
      }
      // A Pending order is one placed since the store's last cut-off: up to a day old, and never
      // before that cut-off, so that it can be edited and cancelled whatever the weekday of the seed.
      const rule = { weekday: account.cutOffWeekday, time: account.cutOffTime, timeZone: account.timeZone };
      const lastCutOff = previousCutOff(rule, now).getTime();
      if (account.jtiAccountId === '10010001' || account.jtiAccountId === '10020001') {
        orders.push({ date: new Date(Math.max(now.getTime() - 1 * DAY, lastCutOff + (now.getTime() - lastCutOff) / 2)), status: 1 });
      }
      // One Pending order placed before the last cut-off: locked for delivery, shown without Edit or
      // Cancel, and refused with a 409 if tried.
      // Its lines are fixed rather than drawn, so the history drawn for the stores after it stays as it was.
      const locked = account.jtiAccountId === LOCKED_ORDER_DEMO_ACCOUNT ? { date: new Date(lastCutOff - 2 * 3_600_000), status: 1 } : null;
      if (locked) orders.push(locked);
      // The weekly rhythm the usual order reads (./weeklyRhythm, ADR 0041), its lines fixed rather than drawn; in date order among
      // the drawn orders (a stable sort: those keep their order, so each gets the lines it had), so that order
      // numbers follow dates.
      // The months before the drawn year (./earlierMonths), fixed rather than drawn and older than
      // every order above, so they go first and keep order numbers in date order.
      const earlier = earlierMonths(account.jtiAccountId, catalogue.slice(0, DEMO_PRODUCTS));
      orders.unshift(...earlier.map((e) => ({ date: new Date(now.getTime() - e.daysAgo * DAY), status: e.status, lines: e.lines })));
      const rhythm = weeklyRhythm(account.jtiAccountId, catalogue.slice(0, DEMO_PRODUCTS));
      if (rhythm.length > 0) {
        for (const r of rhythm) orders.push({ date: new Date(now.getTime() - r.daysAgo * DAY), status: r.daysAgo > 10 ? 0 : 2, lines: r.lines });
        orders.sort((a, b) => a.date.getTime() - b.date.getTime());
      }
      const newestProcessing = orders.findLast((o) => o.status === 2);
      const deliveryOf = (order: (typeof orders)[number]) => demoDelivery(account.jtiAccountId, order, order === newestProcessing, now, account.timeZone);
      for (const order of orders) {
        if (order.lines) {
          await insertOrder(tx, account.jtiAccountId, order, order.lines, deliveryOf(order));
          orderCount++;
          continue;
        }
        const picked = new Map<string, (typeof orderable)[number]>();
        const lineCount = order === locked ? 3 : rnd.int(3, 9);
        while (picked.size < lineCount) {
          const p = order === locked ? orderable[picked.size]! : rnd.pick(orderable);
          picked.set(p.sku, p);
        }
        const lines = [...picked.values()].map((p) => ({
          sku: p.sku,
          productName: p.name,
          quantity: p.minimumOrder + (order === locked ? 0 : rnd.int(0, 3)) * p.minimumOrderIncremental,
          priceOuterCents: p.priceOuterCents,
        }));
        // Drawn after the random lines, so the rest of the history stays as it was.
        // The oldest drawn one, so it stays the oldest of 'Past year' whatever fixed orders come before it.
        if (goneOutOfStock && order === orders.find((o) => o.status === 0 && !o.lines)) {
          const p = goneOutOfStock;
          lines.push({ sku: p.sku, productName: p.name, quantity: p.minimumOrder, priceOuterCents: p.priceOuterCents });
        }
        await insertOrder(tx, account.jtiAccountId, order, lines, deliveryOf(order));
        orderCount++;
      }
    }
    progress(`a year of order history: ${orderCount} orders`);
    await seedOrdering(tx, catalogue.slice(0, DEMO_PRODUCTS), now);
    progress('stock cards, suggestions and carts');
    await seedSurveys(tx, now);
    await seedHelpbot(tx);
    progress('surveys and the help bot');
    await seedContent(tx, now);
    progress('home page content, videos and downloads');
    return true;
  });
}
