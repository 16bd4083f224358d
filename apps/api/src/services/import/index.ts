/**
 * A manufacturer's data in (ADR 0047, docs/import-formats.md): products, stores, users and,
 * optionally, past orders, from CSV or JSON files, in one transaction. Every file is read and every row
 * checked (each entity's module: `products.ts`, `stores.ts`, `users.ts`, `orders.ts`) before anything is
 * written; with any problem the import is refused whole, every problem listed by file, line and column, and
 * the database is unchanged. Writes are set-based upserts that touch only what differs, so the same files
 * imported twice change nothing. `exportData` writes the database in the same format.
 */
import { inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { lockDataLoad } from '../../db/dataLock';
import type { Db, Tx } from '../../db/open';
import { schema } from '../../db/open';
import { checkTable, type Checked, type EntitySpec } from './fields';
import { groupOrders, orderLineRecords, orderSpec, writeOrders, type OrderLineRecord } from './orders';
import { ImportRefused, type Problem } from './problems';
import { productRecord, productRow, productSpec, writeProducts, type ProductRecord } from './products';
import { storeRecord, storeRow, storeSpec, writeStores, type StoreRecord } from './stores';
import { entities, parseTable, type Entity, type InputFile, type Table } from './tables';
import type { Counts } from './upsert';
import { normaliseEmail, userSpec, writeUsers, type NewUser, type UserRecord } from './users';

export { formatProblem, ImportRefused, type Problem } from './problems';
export { readInputs, type InputFile } from './tables';
export { sendWelcomeEmails, type WelcomeResult } from './welcome';
export type { NewUser } from './users';

/** Options of `importData`. */
export interface ImportOptions {
  /** The time the import's rows and links are made at (links expire from it). @default now */
  now?: Date;
  /** Check only: every file read and checked against the database, nothing kept (the transaction rolls back). */
  checkOnly?: boolean;
  /** Told what is being done, a line at a time: files read, rows checked, rows written. */
  onProgress?: (line: string) => void;
}

/** What an import did (or, with `checkOnly`, would do). */
export interface ImportSummary {
  /** Rows read per entity, over all its files. */
  rows: Record<Entity, number>;
  products: Counts;
  stores: Counts;
  users: Counts;
  orders: Counts;
  /** The users created, with their set-password link codes, to email once the import has committed. */
  created: NewUser[];
  /** Nothing was kept: `checkOnly`. */
  checkedOnly: boolean;
}

/** Every checked row of every entity, and the raw keys each entity's files name (good rows or bad). */
interface Checks {
  products: Checked<ProductRecord>[];
  stores: Checked<StoreRecord>[];
  users: Checked<UserRecord>[];
  orders: Checked<OrderLineRecord>[];
  /** Account numbers the stores files name, in any row. */
  storeIds: Set<string>;
}

/** Thrown inside the transaction to roll a `checkOnly` import back with its summary. */
class CheckedOnly extends Error {
  constructor(readonly summary: ImportSummary) {
    super('checked only');
  }
}

const specs: { [E in Entity]: EntitySpec<never> } = {
  products: productSpec as EntitySpec<never>,
  stores: storeSpec as EntitySpec<never>,
  users: userSpec as EntitySpec<never>,
  orders: orderSpec as EntitySpec<never>,
};

const number = (n: number) => n.toLocaleString('en-IE');

/** Refuses a second row with the same key, naming the first one's place. */
function duplicates<R>(rows: Checked<R>[], key: (r: R) => string, column: string, what: string): Problem[] {
  const first = new Map<string, Checked<R>>();
  const problems: Problem[] = [];
  for (const r of rows) {
    const k = key(r.row);
    const seen = first.get(k);
    if (seen) problems.push({ file: r.file, line: r.line, column, message: `${what} ${k} is already on ${seen.file} line ${seen.line}.` });
    else first.set(k, r);
  }
  return problems;
}

/** Which of `ids` the database's accounts hold. */
async function knownAccounts(tx: Tx, ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += 10_000) {
    const rows = await tx.select({ id: schema.accounts.jtiAccountId }).from(schema.accounts).where(inArray(schema.accounts.jtiAccountId, ids.slice(i, i + 10_000)));
    for (const r of rows) known.add(r.id);
  }
  return known;
}

/**
 * The checks that need the database, under the data-load lock: stores that users and orders name must be
 * in a stores file or the database; an EAN names one product in the catalogue as it will be; an order
 * number already in the database must be the same store's.
 */
async function checkAgainstDatabase(tx: Tx, c: Checks, orders: ReturnType<typeof groupOrders>['orders']): Promise<Problem[]> {
  const problems: Problem[] = [];
  const named = new Set([...c.users.flatMap((u) => u.row.Stores), ...orders.map((o) => o.accountId)].filter((id) => !c.storeIds.has(id)));
  const inDatabase = await knownAccounts(tx, [...named]);
  const missing = (id: string) => !c.storeIds.has(id) && !inDatabase.has(id);
  for (const u of c.users) {
    const unknown = u.row.Stores.filter(missing);
    if (unknown.length) problems.push({ file: u.file, line: u.line, column: 'Stores', message: `names ${unknown.length === 1 ? 'store' : 'stores'} ${unknown.join(', ')}, in no stores file and not in the database.` });
  }
  for (const o of orders) {
    if (missing(o.accountId)) problems.push({ file: o.file, line: o.line, column: 'JtiAccountId', message: `names store ${o.accountId}, in no stores file and not in the database.` });
  }

  // Pack and outer EANs: one code, one product, among the imported products and those the import leaves as they are.
  const imported = new Set(c.products.map((p) => p.row.SKU));
  const owner = new Map<string, string>();
  const kept = await tx.select({ sku: schema.products.sku, pack: schema.products.packBarCode, outer: schema.products.outerBarCode }).from(schema.products);
  for (const p of kept) {
    if (imported.has(p.sku)) continue;
    owner.set(p.pack, `product ${p.sku} in the database`);
    if (p.outer) owner.set(p.outer, `product ${p.sku} in the database`);
  }
  for (const { file, line, row } of c.products) {
    for (const column of ['PackBarCode', 'OuterBarCode'] as const) {
      const code = row[column];
      if (code === undefined) continue;
      const other = owner.get(code);
      if (other) problems.push({ file, line, column, message: `${code} is already the code of ${other}.` });
      else owner.set(code, `${row.SKU} (${file} line ${line})`);
    }
  }

  if (orders.length) {
    const numbers = orders.map((o) => o.orderNumber);
    const stored = new Map<string, string>();
    for (let i = 0; i < numbers.length; i += 10_000) {
      const rows = await tx.select({ n: schema.orders.orderNumber, a: schema.orders.accountId }).from(schema.orders).where(inArray(schema.orders.orderNumber, numbers.slice(i, i + 10_000)));
      for (const r of rows) stored.set(r.n, r.a);
    }
    for (const o of orders) {
      const a = stored.get(o.orderNumber);
      if (a !== undefined && a !== o.accountId) problems.push({ file: o.file, line: o.line, column: 'OrderNumber', message: `${o.orderNumber} is store ${a}'s order in the database, not ${o.accountId}'s.` });
    }
  }
  return problems;
}

/**
 * Imports `files` into `db` in one transaction under the data-load lock (the seed's and other imports').
 * The catalogue version is bumped when any product changed, so every server's copy re-reads it (within 5 s).
 * The set-password emails of the users created are for the caller to send once this has returned
 * (`sendWelcomeEmails` with `summary.created`): only then is the import committed.
 * @returns what was inserted, updated and left unchanged per entity, and the users created
 * @throws ImportRefused listing every problem (file, line, column, message) when any file or row is wrong;
 *   nothing is written then
 */
export async function importData(db: Db, files: InputFile[], options: ImportOptions = {}): Promise<ImportSummary> {
  const now = options.now ?? new Date();
  const say = options.onProgress ?? (() => undefined);
  const problems: Problem[] = [];
  const tables: Table[] = [];
  for (const file of files) {
    const parsed = parseTable(file);
    problems.push(...parsed.problems);
    if (parsed.table) {
      tables.push(parsed.table);
      say(`Read ${file.name}: ${number(parsed.table.rows.length)} ${parsed.table.rows.length === 1 ? 'row' : 'rows'}`);
    }
  }
  const rows = Object.fromEntries(entities.map((e) => [e, tables.filter((t) => t.entity === e).reduce((n, t) => n + t.rows.length, 0)])) as Record<Entity, number>;
  const checked = Object.fromEntries(entities.map((e) => [e, [] as Checked<never>[]])) as unknown as Checks;
  checked.storeIds = new Set();
  for (const table of tables) {
    const result = checkTable(table, specs[table.entity]);
    problems.push(...result.problems);
    (checked[table.entity] as Checked<unknown>[]).push(...result.rows);
    if (table.entity === 'stores') {
      for (const r of table.rows) {
        const id = Object.entries(r.values).find(([k]) => k.toLowerCase().replace(/[\s_-]/g, '') === 'jtiaccountid')?.[1];
        if (typeof id === 'string') checked.storeIds.add(id);
      }
    }
  }
  problems.push(
    ...duplicates(checked.products, (p) => p.SKU, 'SKU', 'SKU'),
    ...duplicates(checked.stores, (s) => s.JtiAccountId, 'JtiAccountId', 'Account number'),
    ...duplicates(checked.users, (u) => normaliseEmail(u.Email), 'Email', 'Email'),
  );
  const grouped = groupOrders(checked.orders);
  problems.push(...grouped.problems);
  say(`Checked ${number(Object.values(rows).reduce((a, b) => a + b, 0))} rows`);

  try {
    return await db.transaction(async (tx) => {
      await lockDataLoad(tx);
      problems.push(...(await checkAgainstDatabase(tx, checked, grouped.orders)));
      if (problems.length) throw new ImportRefused(problems);
      const step = (what: string, total: number) => (done: number) => {
        if (done % 5000 === 0 || done === total) say(`  ${what}: ${number(done)} of ${number(total)}`);
      };
      const summary: ImportSummary = { rows, products: none(), stores: none(), users: none(), orders: none(), created: [], checkedOnly: !!options.checkOnly };
      if (checked.products.length) {
        say('Writing products…');
        summary.products = await writeProducts(tx, checked.products.map((p, i) => productRow(p.row, i + 1)), step('products', checked.products.length));
        if (summary.products.inserted + summary.products.updated > 0) {
          // Every server's in-memory catalogue re-reads when this version moves (services/catalogue.ts).
          await tx.execute(sql`insert into catalogue_version (id, version) values (1, 1) on conflict (id) do update set version = catalogue_version.version + 1`);
        }
      }
      if (checked.stores.length) {
        say('Writing stores…');
        summary.stores = await writeStores(tx, checked.stores.map((s) => storeRow(s.row)), step('stores', checked.stores.length));
      }
      if (checked.users.length) {
        say('Writing users…');
        const users = await writeUsers(tx, checked.users.map((u) => u.row), now, step('users', checked.users.length));
        summary.users = users.counts;
        summary.created = users.created;
      }
      if (grouped.orders.length) {
        say('Writing orders…');
        summary.orders = await writeOrders(tx, grouped.orders, step('orders', grouped.orders.length));
      }
      if (options.checkOnly) throw new CheckedOnly({ ...summary, created: [] });
      return summary;
    });
  } catch (error) {
    if (error instanceof CheckedOnly) return error.summary;
    throw error;
  }
}

const none = (): Counts => ({ inserted: 0, updated: 0, unchanged: 0 });

/** The database in the import's format, record by record (`toCsv` writes them). */
export interface Exported {
  products: ProductRecord[];
  stores: StoreRecord[];
  users: UserRecord[];
  /** Present when asked for: one record per order line. */
  orders?: OrderLineRecord[];
  /** Users left out: they act for no store, and a users row needs one. */
  usersWithoutStores: number;
}

/**
 * Reads the products (in price-list order), stores, users with their stores (in their order) and, with
 * `orders`, every order's lines (by order number), as the import's records: an import of them into an
 * empty database makes the same catalogue, stores and logins (without passwords).
 */
export async function exportData(db: Db, options: { orders?: boolean } = {}): Promise<Exported> {
  const products = await db.select().from(schema.products).orderBy(schema.products.priceListOrder, schema.products.sku);
  const stores = await db.select().from(schema.accounts).orderBy(schema.accounts.jtiAccountId);
  const users = await db.select().from(schema.users).orderBy(schema.users.id);
  const links = await db.select().from(schema.userAccounts).orderBy(schema.userAccounts.userId, schema.userAccounts.position);
  const storesOf = new Map<number, string[]>();
  for (const l of links) storesOf.set(l.userId, [...(storesOf.get(l.userId) ?? []), l.accountId]);
  const withStores = users.filter((u) => storesOf.has(u.id));
  const exported: Exported = {
    products: products.map(productRecord),
    stores: stores.map(storeRecord),
    users: withStores.map((u) => ({ Email: u.email, FirstName: u.firstName, LastName: u.lastName, Stores: storesOf.get(u.id)! })),
    usersWithoutStores: users.length - withStores.length,
  };
  if (options.orders) {
    const orders = await db.select().from(schema.orders).orderBy(schema.orders.orderNumber);
    const lines = await db.select().from(schema.orderLines).orderBy(schema.orderLines.id);
    const linesOf = new Map<number, (typeof lines)[number][]>();
    for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
    exported.orders = orders.flatMap((o) => orderLineRecords(o, linesOf.get(o.id) ?? []));
  }
  return exported;
}

/** The column names of each entity's files, in the order the exporter writes them. */
export const columnsOf: Record<Entity, string[]> = Object.fromEntries(entities.map((e) => [e, Object.keys(specs[e].fields)])) as Record<Entity, string[]>;

/**
 * Records as a CSV file of the import's format: the entity's columns in order, `,`-separated, CRLF line
 * ends, fields quoted where needed (papaparse); lists written space-separated, booleans as true and false.
 */
export function toCsv(entity: Entity, records: readonly object[]): string {
  const columns = columnsOf[entity];
  const cell = (value: unknown) => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value));
  return `${Papa.unparse({ fields: columns, data: records.map((r) => columns.map((c) => cell((r as Record<string, unknown>)[c]))) }, { newline: '\r\n' })}\r\n`;
}
