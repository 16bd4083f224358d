/**
 * Test-only: a user and stores of their own for each end-to-end test, copied from one of the seed's demo
 * users, so that tests never share a cart, an order history, a stock card or a suggestion and can run side
 * by side. Nothing under `src/` imports this file; the e2e server loads it through `e2eServer.ts`.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, isNull, sql, type SQL, type Table } from 'drizzle-orm';
import { cartTotalsCents, OrderStatus, zonedDay } from '@trade-portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../src/db/open';
import { schema } from '../src/db/open';
import { demoLogins } from '../src/seed';
import { tokenHashOf } from '../src/services/accounts';
import { TOKEN_TTL_SECONDS } from '../src/services/auth';
import { newRegistrationCode, storeRegistrationCode } from '../src/services/registrationCodes';

/** The demo logins a copy can be made of. */
export type DemoLogin = (typeof demoLogins)[number]['email'];

/** One store of a copied user, in the user's store order. */
export interface CopiedStore {
  /** The copy's account number (8 digits, starting with 9: no seeded store has one). */
  JtiAccountId: string;
  AccountName: string;
  TierAccessLevel: number;
  /** The seeded store it is a copy of. */
  CopyOf: string;
  /** The copy's one-time registration code, when the seeded store has one (`XXXX-XXXX-XXXX`). */
  RegistrationCode?: string;
}

/** What `copyDemoUser` made: the login and a session token for it, as POST /Token would answer. */
export interface CopiedUser {
  email: string;
  access_token: string;
  token_type: 'bearer';
  PasswordChangeRequired: boolean;
  stores: CopiedStore[];
}

/** Options of `copyDemoUser`. */
export interface CopyOptions {
  /**
   * 'open' (default): the stores' suggestions as seeded, offered at the copy's first session start.
   * 'taken': answered before ('added'), as for a user who has long been using the portal.
   */
  suggestions?: 'open' | 'taken';
}

/**
 * Copies the demo user `like` as the seed left it: the user (same password, names and temporary-password
 * flag, a new email) and each of their stores (same name, tier, cut-off and Track and Trace codes, a new
 * account number) with the store's order history, cart, stock card, suggestions and surveys; and issues
 * a token. The copy is verified as the demo user is. Runs in one transaction.
 * @returns the new user, its token and stores
 * @throws Error when `like` is not a demo login
 */
export async function copyDemoUser(db: Db, like: string, { suggestions = 'open' }: CopyOptions = {}, now = new Date()): Promise<CopiedUser> {
  if (!demoLogins.some((l) => l.email === like)) throw new Error(`${like} is not a demo login.`);
  return db.transaction(async (tx) => {
    const [template] = await tx.select().from(schema.users).where(eq(schema.users.email, like));
    if (!template) throw new Error(`${like} is not in this database.`);
    const { rows } = (await tx.execute(sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`)) as unknown as { rows: [{ id: number }] };
    const id = rows[0].id;
    const email = `${like.split('@')[0]}-${id}@e2e.test`;
    await tx.insert(schema.users).values({ ...template, id, email, createdAt: now });
    const links = await tx.select().from(schema.userAccounts).where(eq(schema.userAccounts.userId, template.id)).orderBy(asc(schema.userAccounts.position));
    const stores: CopiedStore[] = [];
    for (const [index, link] of links.entries()) {
      // The user's id and the store's place make the number: unique without a look-up, and never a seeded one.
      const accountId = `9${String(id).padStart(5, '0')}${String(index + 1).padStart(2, '0')}`;
      stores.push(await copyStore(tx, link.accountId, accountId, suggestions, now));
      await tx.insert(schema.userAccounts).values({ userId: id, accountId, position: link.position });
    }
    const token = randomBytes(32).toString('base64url');
    await tx.insert(schema.tokens).values({ tokenHash: tokenHashOf(token), userId: id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) });
    return { email, access_token: token, token_type: 'bearer' as const, PasswordChangeRequired: template.passwordChangeRequired, stores };
  });
}

/** Copies the store `from` as `to`: the store, its orders and their lines, cart, stock card, suggestions, surveys and registration code. */
async function copyStore(tx: Tx, from: string, to: string, suggestions: CopyOptions['suggestions'], now: Date): Promise<CopiedStore> {
  const [store] = await tx.select().from(schema.accounts).where(eq(schema.accounts.jtiAccountId, from));
  await tx.insert(schema.accounts).values({ ...store!, jtiAccountId: to });

  // Orders keep their dates and their order among themselves, with ids and order numbers of their own.
  // Copied inside the database (a store has hundreds of order lines): only the ids travel.
  const orders = await tx.select({ id: schema.orders.id, orderNumber: schema.orders.orderNumber }).from(schema.orders).where(eq(schema.orders.accountId, from)).orderBy(asc(schema.orders.id));
  const numberOf = new Map<string, string>();
  if (orders.length > 0) {
    const drawn = (await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, nextval('order_number_seq')::int as n from generate_series(1, ${orders.length})`)) as unknown as { rows: { id: number; n: number }[] };
    const ids = drawn.rows.map((r) => r.id).sort((a, b) => a - b);
    const numbers = drawn.rows.map((r) => r.n).sort((a, b) => a - b);
    orders.forEach((o, i) => numberOf.set(o.orderNumber, String(numbers[i])));
    const ordersMap = sql`unnest(${intArray(orders.map((o) => o.id))}::int[], ${intArray(ids)}::int[], ${intArray(numbers)}::int[]) as m(old_id, id, n)`;
    await tx.execute(sql`insert into orders (id, order_number, account_id, ${columns(schema.orders, ['id', 'order_number', 'account_id'])})
      select m.id, m.n::text, ${to}, ${columns(schema.orders, ['id', 'order_number', 'account_id'], 'o')} from orders o join ${ordersMap} on o.id = m.old_id`);
    const linesMap = sql`unnest(${intArray(orders.map((o) => o.id))}::int[], ${intArray(ids)}::int[]) as m(old_id, id)`;
    await tx.execute(sql`insert into order_lines (order_id, ${columns(schema.orderLines, ['id', 'order_id'])})
      select m.id, ${columns(schema.orderLines, ['id', 'order_id'], 'l')} from order_lines l join ${linesMap} on l.order_id = m.old_id order by l.id`);
  }

  const [cart] = await tx.select().from(schema.carts).where(eq(schema.carts.accountId, from));
  if (cart) {
    const { id: cartId, ...rest } = cart;
    const pendingOrderNumber = rest.pendingOrderNumber === null ? null : (numberOf.get(rest.pendingOrderNumber) ?? null);
    const [copy] = await tx.insert(schema.carts).values({ ...rest, accountId: to, pendingOrderNumber }).returning({ id: schema.carts.id });
    const lines = await tx.select().from(schema.cartLines).where(eq(schema.cartLines.cartId, cartId));
    if (lines.length > 0) await tx.insert(schema.cartLines).values(lines.map(({ id: _id, ...l }) => ({ ...l, cartId: copy!.id })));
  }

  const card = await tx.select().from(schema.stockCardItems).where(eq(schema.stockCardItems.accountId, from));
  if (card.length > 0) await tx.insert(schema.stockCardItems).values(card.map((item) => ({ ...item, accountId: to })));

  const offered = await tx.select().from(schema.suggestions).where(eq(schema.suggestions.accountId, from)).orderBy(asc(schema.suggestions.id));
  for (const { id: suggestionId, ...suggestion } of offered) {
    const answered = suggestions === 'taken' && suggestion.status === 'open' ? { status: 'added', decidedAt: now } : {};
    const [copy] = await tx.insert(schema.suggestions).values({ ...suggestion, ...answered, accountId: to }).returning({ id: schema.suggestions.id });
    const lines = await tx.select().from(schema.suggestionLines).where(eq(schema.suggestionLines.suggestionId, suggestionId));
    if (lines.length > 0) await tx.insert(schema.suggestionLines).values(lines.map((l) => ({ ...l, suggestionId: copy!.id })));
  }

  const surveys = await tx.select().from(schema.surveyAccounts).where(eq(schema.surveyAccounts.accountId, from));
  if (surveys.length > 0) await tx.insert(schema.surveyAccounts).values(surveys.map((s) => ({ ...s, accountId: to })));

  // A store that can be registered for gets a code of its own: the seed's is used up by the first registration.
  const [code] = await tx
    .select({ id: schema.registrationCodes.id })
    .from(schema.registrationCodes)
    .where(and(eq(schema.registrationCodes.accountId, from), isNull(schema.registrationCodes.usedAt), isNull(schema.registrationCodes.retiredAt)));
  let registrationCode: string | undefined;
  if (code) {
    registrationCode = newRegistrationCode();
    await storeRegistrationCode(tx, to, registrationCode, now);
  }
  return { JtiAccountId: to, AccountName: store!.accountName, TierAccessLevel: store!.tierAccessLevel, CopyOf: from, ...(registrationCode ? { RegistrationCode: registrationCode } : {}) };
}

/** A PostgreSQL array literal of whole numbers, e.g. '{1,2,3}', to pass as one parameter. */
const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** The columns of `table` but `except` (database names), comma-separated, each prefixed by `alias.` when given. */
function columns(table: Table, except: string[], alias?: string): SQL {
  const names = Object.values(getTableColumns(table)).map((c) => c.name).filter((name) => !except.includes(name));
  return sql.join(names.map((name) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name))), sql`, `);
}

/** The path of the route that copies a demo user (`POST`, JSON `{ "like": "<demo email>" }`). */
export const COPY_USER_PATH = '/e2e/users';

/** The path of the route that adds a delivered order to a copied store (`POST`, JSON `{ "accountNumber", "lines" }`). */
export const DELIVERY_PATH = '/e2e/deliveries';

/**
 * Adds to the copied store `accountId` an order of `lineCount` lines delivered an hour ago (placed two days
 * ago, dispatched yesterday, Processing): the catalogue's first orderable products in price-list order, 1 to
 * 3 outers each at their prices. For a check-in bigger than the seed's (the 30-line delivery of ADR 0055).
 * @returns the order's number
 * @throws Error when the store is not a copy made by `copyDemoUser`
 */
export async function addDelivery(db: Db, accountId: string, lineCount: number, now = new Date()): Promise<string> {
  if (!/^9\d{7}$/.test(accountId)) throw new Error(`${accountId} is not a copied store.`);
  return db.transaction(async (tx) => {
    const [store] = await tx.select().from(schema.accounts).where(eq(schema.accounts.jtiAccountId, accountId));
    if (!store) throw new Error(`${accountId} is not in this database.`);
    const products = await tx
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.isArchived, false), eq(schema.products.outOfStock, false)))
      .orderBy(asc(schema.products.priceListOrder))
      .limit(lineCount);
    const lines = products.map((p, i) => ({ sku: p.sku, productName: p.name, quantity: (i % 3) + 1, priceOuterCents: p.priceOuterCents }));
    const totals = cartTotalsCents(lines);
    const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as { rows: [{ n: string }] };
    const deliveredAt = new Date(now.getTime() - 3_600_000);
    const [order] = await tx
      .insert(schema.orders)
      .values({
        orderNumber: seq.rows[0].n, accountId, orderDate: new Date(now.getTime() - 2 * 86_400_000), status: OrderStatus.Processing,
        totalItems: totals.totalItems, subTotalCents: totals.subTotalCents, vatTotalCents: totals.vatTotalCents, orderTotalCents: totals.orderTotalCents,
        dispatchedAt: new Date(now.getTime() - 86_400_000), expectedDeliveryDate: zonedDay(deliveredAt, store.timeZone), deliveredAt,
      })
      .returning({ id: schema.orders.id });
    await tx.insert(schema.orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
    return seq.rows[0].n;
  });
}

/**
 * The e2e run's fixture routes on `app`: `POST /e2e/users` with `{ like, suggestions? }` (`CopyOptions`)
 * answers 201 with a `CopiedUser`, or 400 for anything but a demo login; `POST /e2e/deliveries` with
 * `{ accountNumber, lines }` answers 201 with `{ OrderNumber }` (`addDelivery`). They read the server's
 * database from `app.db`.
 */
export async function e2eFixtureRoutes(app: FastifyInstance): Promise<void> {
  app.post(COPY_USER_PATH, {
    schema: {
      body: {
        type: 'object',
        required: ['like'],
        additionalProperties: false,
        properties: { like: { type: 'string', enum: demoLogins.map((l) => l.email) }, suggestions: { type: 'string', enum: ['open', 'taken'] } },
      },
    },
  }, async (req, reply) => {
    const { like, suggestions } = req.body as { like: DemoLogin } & CopyOptions;
    return reply.code(201).send(await copyDemoUser(app.db, like, suggestions ? { suggestions } : {}));
  });
  app.post(DELIVERY_PATH, {
    schema: {
      body: {
        type: 'object',
        required: ['accountNumber', 'lines'],
        additionalProperties: false,
        properties: { accountNumber: { type: 'string', pattern: '^9[0-9]{7}$' }, lines: { type: 'integer', minimum: 1, maximum: 100 } },
      },
    },
  }, async (req, reply) => {
    const { accountNumber, lines } = req.body as { accountNumber: string; lines: number };
    return reply.code(201).send({ OrderNumber: await addDelivery(app.db, accountNumber, lines) });
  });
}
