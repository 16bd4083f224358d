/**
 * `npm run import` on an empty database (ADR 0047): bad input is refused whole with every bad
 * row listed by file, line and column, and the database unchanged; good files in CSV (`;` or `,`, with or
 * without a byte-order mark) and JSON load; the same files again change nothing; each new user gets one
 * emailed link to choose a password, which sets it and lets them log in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withEanCheckDigit } from '@trade-portal/domain';
import { schema } from '../src/db/open';
import { buildServer } from '../src/server';
import { ImportRefused, importData, sendWelcomeEmails, type InputFile, type Problem } from '../src/services/import';
import { Mailer } from '../src/services/mail';
import { emptyDatabase } from './emptyDatabase';
import { readOutbox } from './outbox';

const NOW = new Date('2026-03-04T10:00:00Z');
const database = await emptyDatabase();
const outboxDir = mkdtempSync(join(tmpdir(), 'trade-portal-import-outbox-'));
afterAll(async () => {
  await database.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A file as the import reads it; `bom` puts a UTF-8 byte-order mark first, as Excel's "CSV UTF-8" does. */
const file = (name: string, text: string, bom = false): InputFile => ({ name, bytes: Buffer.from(`${bom ? '\uFEFF' : ''}${text}`) });
const ean = (n: number) => withEanCheckDigit(`539${String(n).padStart(9, '0')}`);
/** The EAN of `n` with its check digit off by one: a misread code. */
const misread = (n: number) => `${ean(n).slice(0, 12)}${(Number(ean(n)[12]) + 1) % 10}`;

const counted = { products: schema.products, stores: schema.accounts, users: schema.users, storeLinks: schema.userAccounts, emailLinks: schema.emailLinks, orders: schema.orders, orderLines: schema.orderLines };

/** Rows in each table an import writes, and the catalogue version. */
async function snapshot() {
  const rows: Record<string, number> = {};
  for (const [name, table] of Object.entries(counted)) rows[name] = Number((await database.db.select({ n: count() }).from(table))[0]!.n);
  const [version] = await database.db.select().from(schema.catalogueVersion);
  return { ...rows, catalogueVersion: version?.version ?? null };
}

/** The problems an import is refused with; fails when it is not refused. */
async function refused(files: InputFile[]): Promise<Problem[]> {
  const error = await importData(database.db, files, { now: NOW }).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ImportRefused);
  return (error as ImportRefused).problems;
}

const goodProducts = file(
  'products.csv',
  [
    'SKU;Product;Brand;Category;PackBarCode;OuterBarCode;PackSize;MinimumOrder;MinimumOrderIncremental;PriceOuter;PricePackRrp;VatRate;OutOfStock;LowStock',
    `TP001;Harbour Gold 20s;Harbour;RMC;${ean(1)};${ean(101)};10;2;1;128.50;16.00;23;FALSE;TRUE`,
    `TP002;"Drift Blend; 50g";Drift;RYO;${ean(2)};;5;4;2;131.44;31.50;23;no;no`,
    `TP003;Vapora Mint Pods;Vapora;EVAP;${ean(3)};;10;1;1;42;6.99;;true;`,
  ].join('\r\n'),
  true,
);
const goodStores = file(
  'stores.csv',
  [
    'JtiAccountId,AccountName,AddressLine1,TimeZone,TierAccessLevel,CutOffWeekday,CutOffTime,EmployeeName,EmployeeMobilePhone,IsTrackAndTrace,EOID,FID',
    '20010001,Corner Shop Ennis,"4 Abbey Street, Ennis",Europe/Dublin,2,3,15:00,Aoife Byrne,087 123 4567,true,IED000123456,IED00012345601',
    '20010002,Corner Shop Kilkee,"1 O\'Curry Street, Kilkee",,1,,,Aoife Byrne,087 123 4567,,,',
  ].join('\n'),
);
const goodUsers = file(
  'users.json',
  JSON.stringify([
    { Email: 'Owner@Corner.test', FirstName: 'Máire', LastName: 'Ní Bhriain', Stores: ['20010001', '20010002'] },
    { Email: 'kilkee@corner.test', FirstName: 'Seán', LastName: 'Ó Dónaill', Stores: ['20010002'] },
  ]),
);
const goodOrders = file(
  'orders.csv',
  [
    'OrderNumber,JtiAccountId,OrderDate,Status,SKU,Product,Quantity,PriceOuter',
    '500001,20010001,2026-02-02T09:15:00Z,Submitted,TP001,Harbour Gold 20s,3,125.00',
    '500001,20010001,2026-02-02T09:15:00Z,Submitted,OLD99,A product since withdrawn,2,10.10',
    '500002,20010002,2026-02-20T16:40:00+01:00,Processing,TP002,Drift Blend 50g,4,131.44',
  ].join('\n'),
);

describe('bad input', () => {
  it('refuses the whole import, lists every bad row by file, line and column, and changes nothing', async () => {
    const before = await snapshot();
    const problems = await refused([
      file(
        'products.csv',
        [
          'SKU;Product;Brand;Category;PackBarCode;PackSize;MinimumOrder;MinimumOrderIncremental;PriceOuter;PricePackRrp;Colour',
          `TP001;Good;Harbour;RMC;${ean(1)};10;2;1;100.00;12.50;red`,
          `;No SKU;Harbour;RMC;${ean(2)};10;1;1;10;1;`,
          `TP003;Comma price;Harbour;RMC;${ean(3)};10;1;1;12,50;1;`,
          `TP004;Misread EAN;Harbour;RMC;${misread(4)};10;1;1;10;1;`,
          `TP005;Odd step;Harbour;RMC;${ean(5)};10;3;2;10;1;`,
        ].join('\r\n'),
        true,
      ),
      file(
        'stores.csv',
        [
          'JtiAccountId,AccountName,AddressLine1,TimeZone,EmployeeName,EmployeeMobilePhone',
          '20010001,Corner Shop Ennis,"4 Abbey Street, Ennis",Europe/Dublin,Aoife Byrne,087 123 4567',
          '20010001,Corner Shop Ennis again,"5 Abbey Street, Ennis",Europe/Dublin,Aoife Byrne,087 123 4567',
          '20010003,Corner Shop Mars,1 Olympus Road,Mars/Olympus,Aoife Byrne,087 123 4567',
        ].join('\n'),
      ),
      file('users.json', JSON.stringify([{ Email: 'owner@corner.test', FirstName: 'Máire', LastName: 'Ní Bhriain', Stores: ['20010001', '29999999'] }, { Email: 'x@corner.test', FirstName: 'X', LastName: 'Y', Stores: '20010001' }])),
    ]);
    expect(problems).toEqual([
      { file: 'products.csv', line: 1, column: 'Colour', message: expect.stringMatching(/^is not a column of products: the columns are SKU, Product, /) },
      { file: 'products.csv', line: 3, column: 'SKU', message: 'is empty: a value is required.' },
      { file: 'products.csv', line: 4, column: 'PriceOuter', message: 'must be a number, with a point for decimals (12.50), not "12,50".' },
      { file: 'products.csv', line: 5, column: 'PackBarCode', message: `has a wrong check digit ("${misread(4)}"): an EAN-13 misread or mistyped.` },
      { file: 'products.csv', line: 6, column: 'MinimumOrderIncremental', message: '(2) must divide MinimumOrder (3), so that every quantity a store can order is a whole number of steps.' },
      { file: 'stores.csv', line: 3, column: 'JtiAccountId', message: 'Account number 20010001 is already on stores.csv line 2.' },
      { file: 'stores.csv', line: 4, column: 'TimeZone', message: 'must be a time zone such as Europe/Dublin (IANA), not "Mars/Olympus".' },
      { file: 'users.json', line: 1, column: 'Stores', message: 'names store 29999999, in no stores file and not in the database.' },
      { file: 'users.json', line: 2, column: 'Stores', message: 'must be a list, not "20010001".' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses good files with a bad one: one bad row in any file and nothing of the others is written', async () => {
    const before = await snapshot();
    const problems = await refused([goodProducts, goodStores, goodUsers, file('orders.csv', 'OrderNumber,JtiAccountId,OrderDate,Status,SKU,Product,Quantity,PriceOuter\n500001,20010001,2 Feb 2026,Submitted,TP001,Harbour Gold 20s,3,125.00\n')]);
    expect(problems).toEqual([{ file: 'orders.csv', line: 2, column: 'OrderDate', message: 'must be a date and time in ISO 8601 with its offset, e.g. 2026-03-04T10:30:00Z, not "2 Feb 2026".' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('says what is wrong with a file as a whole: not UTF-8, not JSON, a row with too few cells, a missing column', async () => {
    const problems = await refused([
      { name: 'products.csv', bytes: Buffer.from('SKU;Product\nTP1;Caf\xe9\n', 'latin1') },
      file('stores.json', '{"JtiAccountId": "1"}'),
      file('users.csv', 'Email,FirstName,LastName,Stores\na@b.test,A,B\n'),
      file('orders.json', '[{"OrderNumber": "1"'),
      file('users-more.csv', 'Email,FirstName\nb@b.test,B\n'),
    ]);
    expect(problems.map((p) => [p.file, p.line, p.column, p.message])).toEqual([
      ['orders.json', undefined, undefined, expect.stringMatching(/^is not valid JSON \(/)],
      ['products.csv', undefined, undefined, 'is not UTF-8 text: save it again as "CSV UTF-8" (or JSON in UTF-8).'],
      ['stores.json', undefined, undefined, 'must hold a JSON array of objects, one per row.'],
      ['users-more.csv', 1, 'LastName', 'is missing: the column is required.'],
      ['users-more.csv', 1, 'Stores', 'is missing: the column is required.'],
      ['users.csv', 2, undefined, 'Too few fields: the header has 4 columns.'],
      ['users.csv', 2, 'Stores', 'is empty: a value is required.'],
    ]);
  });
});

describe('good input, imported twice', () => {
  it('loads products, stores, users and past orders, then changes nothing the second time', async () => {
    const files = [goodProducts, goodStores, goodUsers, goodOrders];
    const first = await importData(database.db, files, { now: NOW });
    expect(first.rows).toEqual({ products: 3, stores: 2, users: 2, orders: 3 });
    expect([first.products, first.stores, first.users, first.orders]).toEqual([
      { inserted: 3, updated: 0, unchanged: 0 }, { inserted: 2, updated: 0, unchanged: 0 }, { inserted: 2, updated: 0, unchanged: 0 }, { inserted: 2, updated: 0, unchanged: 0 },
    ]);
    expect(first.created.map((u) => u.email)).toEqual(['owner@corner.test', 'kilkee@corner.test']);

    const [p1, p2, p3] = await database.db.select().from(schema.products).orderBy(schema.products.sku);
    expect(p1).toMatchObject({ sku: 'TP001', priceOuterCents: 12850, pricePackRrpCents: 1600, outerBarCode: ean(101), lowStock: true, outOfStock: false, priceListOrder: 1, stockCardOrder: 1, outerImage: '/assets/products/rmc.svg' });
    expect(p2).toMatchObject({ sku: 'TP002', name: 'Drift Blend; 50g', minimumOrder: 4, minimumOrderIncremental: 2, outerBarCode: null });
    expect(p3).toMatchObject({ sku: 'TP003', priceOuterCents: 4200, outOfStock: true, lowStock: false, category: 'EVAP' });
    const stores = await database.db.select().from(schema.accounts).orderBy(schema.accounts.jtiAccountId);
    expect(stores[1]).toMatchObject({ jtiAccountId: '20010002', tierAccessLevel: 1, cutOffWeekday: 4, cutOffTime: '16:00', timeZone: 'Europe/Dublin', eoid: null, isTrackAndTrace: false });
    const orders = await database.db.select().from(schema.orders).orderBy(schema.orders.orderNumber);
    // 3 × 125.00 + 2 × 10.10 = 395.20, VAT 23 % once per order: 90.90.
    expect(orders[0]).toMatchObject({ orderNumber: '500001', totalItems: 5, subTotalCents: 39520, vatTotalCents: 9090, orderTotalCents: 48610, status: 0 });
    expect(orders[1]!.orderDate.toISOString()).toBe('2026-02-20T15:40:00.000Z');
    const next = (await database.db.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as { rows: [{ n: string }] };
    expect(Number(next.rows[0].n)).toBeGreaterThan(500002);

    const after = await snapshot();
    const second = await importData(database.db, files, { now: new Date(NOW.getTime() + 60_000) });
    expect([second.products, second.stores, second.users, second.orders]).toEqual([
      { inserted: 0, updated: 0, unchanged: 3 }, { inserted: 0, updated: 0, unchanged: 2 }, { inserted: 0, updated: 0, unchanged: 2 }, { inserted: 0, updated: 0, unchanged: 2 },
    ]);
    expect(second.created).toEqual([]);
    expect(await snapshot()).toEqual(after);
  });

  it('with --check, reads and checks everything and keeps nothing', async () => {
    const before = await snapshot();
    const changed = file('products.csv', `SKU,Product,Brand,Category,PackBarCode,PackSize,MinimumOrder,MinimumOrderIncremental,PriceOuter,PricePackRrp\nTP009,New,Harbour,RMC,${ean(9)},10,1,1,10,1\n`);
    const summary = await importData(database.db, [changed], { now: NOW, checkOnly: true });
    expect(summary).toMatchObject({ checkedOnly: true, products: { inserted: 1, updated: 0, unchanged: 0 } });
    expect(await snapshot()).toEqual(before);
  });

  it('emails each new user one link that sets their password, after which they log in to their stores', async () => {
    const users = (await importData(database.db, [file('users.csv', 'Email,FirstName,LastName,Stores\nnew@corner.test,Nuala,Burke,20010001\n')], { now: new Date() })).created;
    const mailer = new Mailer({ outboxDir });
    expect(await sendWelcomeEmails(mailer, 'http://portal.test', users)).toEqual({ sent: 1, failed: [] });
    const [mail] = readOutbox(outboxDir);
    expect(mail).toMatchObject({ to: 'new@corner.test', subject: 'Your Trade Portal account: choose your password' });
    expect(mail!.raw).toContain('Hello Nuala,');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/reset-password');

    const app = await buildServer({ db: database.db, publicUrl: 'http://portal.test', validateResponses: true, catalogueCheckMs: 0 });
    try {
      const login = () => app.inject({ method: 'POST', url: '/Token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&username=new%40corner.test&password=Counter-Top-9' });
      expect((await login()).statusCode).toBe(400);
      const set = await app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: { Email: link.searchParams.get('email'), Code: link.searchParams.get('code'), NewPassword: 'Counter-Top-9', ConfirmPassword: 'Counter-Top-9' } });
      expect(set.statusCode).toBe(200);
      const token = (await login()).json<{ access_token: string }>().access_token;
      const accounts = await app.inject({ method: 'GET', url: '/api/Account/GetAccounts', headers: { authorization: `bearer ${token}` } });
      expect(accounts.json<{ UserAccounts: { JtiAccountId: string }[] }>().UserAccounts.map((a) => a.JtiAccountId)).toEqual(['20010001']);
    } finally {
      await app.close();
    }
  });
});
