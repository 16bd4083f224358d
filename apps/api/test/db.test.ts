import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { schema } from '../src/db/open';
import { buildCatalogue } from '../src/seed/demoCatalogue';
import { demoLogins, isEmpty, seed, seedProductsFromEnv } from '../src/seed';
import { freshPostgres } from './helpers';

describe('demo catalogue (seed)', () => {
  const rows = buildCatalogue();

  it('is the same on every run', () => {
    expect(buildCatalogue()).toEqual(rows);
  });

  it('has about 300 products across the six categories with §5 rules and §2.14 tags', () => {
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(300);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP']));
    for (const r of rows) {
      expect(r.minimumOrder).toBeGreaterThanOrEqual(1);
      expect(r.minimumOrder).toBeLessThanOrEqual(5);
      expect(r.minimumOrderIncremental).toBeGreaterThanOrEqual(1);
      expect(r.minimumOrderIncremental).toBeLessThanOrEqual(5);
      expect(r.priceOuterCents).toBeGreaterThan(0);
      expect(r.outerImage).toMatch(/^\/assets\/products\/[a-z]+\.svg$/);
    }
    const share = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    expect(share((r) => !!r.outOfStock)).toBeGreaterThan(0.02);
    expect(share((r) => !!r.outOfStock)).toBeLessThan(0.1);
    expect(share((r) => !!r.isArchived)).toBeGreaterThan(0.005);
    expect(share((r) => !!r.isArchived)).toBeLessThan(0.07);
    expect(rows.some((r) => r.hasBeenBoughtByText?.match(/^Bought by \d+ stores near you$/))).toBe(true);
    expect(rows.some((r) => (r.discount ?? 0) > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.stockCardOrder)).size).toBe(300);
  });
});

describe('SEED_PRODUCTS: a longer catalogue to measure the portal with', () => {
  it('builds the demo catalogue first, then products of every category with the same rules, tags and stock states', () => {
    const rows = buildCatalogue(2000);
    expect(rows).toHaveLength(2000);
    expect(rows.slice(0, 300)).toEqual(buildCatalogue());
    expect(buildCatalogue(120)).toEqual(buildCatalogue().slice(0, 120));
    expect(new Set(rows.map((r) => r.sku)).size).toBe(2000);
    expect(new Set(rows.map((r) => r.name)).size).toBe(2000);
    expect(new Set(rows.map((r) => r.stockCardOrder)).size).toBe(2000);
    expect(new Set(rows.map((r) => r.priceListOrder)).size).toBe(2000);
    const extra = rows.slice(300);
    for (const code of ['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP']) expect(extra.filter((r) => r.category === code).length).toBeGreaterThan(100);
    for (const r of extra) {
      expect(r.sku).toMatch(/^(RMC|RYO|EVAP|NICP|CGR|PIP)\d{4}$/);
      expect(r.minimumOrder).toBeGreaterThanOrEqual(1);
      expect(r.minimumOrderIncremental).toBeGreaterThanOrEqual(1);
    }
    const share = (f: (r: (typeof rows)[number]) => boolean) => extra.filter(f).length / extra.length;
    for (const tag of ['outOfStock', 'isArchived', 'lowStock', 'isBestSeller', 'newArrival', 'hasPrizes'] as const) {
      expect(share((r) => !!r[tag]), tag).toBeGreaterThan(0.01);
      expect(share((r) => !!r[tag]), tag).toBeLessThan(0.15);
    }
    expect(new Set(extra.map((r) => r.brand)).size).toBeGreaterThan(40);
  });

  it('reads SEED_PRODUCTS as a whole number from 1 to 20,000, or nothing', () => {
    expect(seedProductsFromEnv(undefined)).toBeUndefined();
    expect(seedProductsFromEnv('')).toBeUndefined();
    expect(seedProductsFromEnv('2000')).toBe(2000);
    expect(seedProductsFromEnv('300')).toBe(300);
    for (const bad of ['0', '-5', '2.5', 'lots', '20', '299', '20001']) expect(() => seedProductsFromEnv(bad)).toThrow(/^SEED_PRODUCTS must be a whole number from 300 to 20000, not "/);
  });

  it('seeds 2,000 products, the same logins, and order history from the demo catalogue only', async () => {
    const pg = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
    const database = await openDatabase(pg ? { databaseUrl: pg.url } : {});
    const now = new Date('2026-06-01T10:00:00Z');
    try {
      await seed(database.db, now, { products: 2000 });
      expect(await database.db.$count(schema.products)).toBe(2000);
      expect(await database.db.$count(schema.users)).toBe(demoLogins.length);
      const lines = await database.db.select({ sku: schema.orderLines.sku }).from(schema.orderLines);
      expect(lines.length).toBeGreaterThan(100);
      const demoSkus = new Set(buildCatalogue().map((r) => r.sku));
      expect(lines.every((l) => demoSkus.has(l.sku))).toBe(true);
    } finally {
      await database.close();
      await pg?.drop();
    }
    // A fresh database and a 2,000-product seed: well under a minute on a quiet machine, several on a loaded one.
  }, 300_000);
});

describe('embedded database under DATA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trade-portal-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A fresh embedded database and the demo seed: seconds on a quiet machine, much longer on a loaded one,
  // hence the generous limit. Each database is closed whatever happens, so its DATA_DIR lock stops
  // refreshing before the directory goes (a lock left running fails later, outside any test).
  it('lets one process at a time open it, and keeps the data across restarts', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = await openDatabase({ dataDir });
    try {
      expect(await isEmpty(first.db)).toBe(true);
      await seed(first.db, new Date('2026-06-01T10:00:00Z'));
      await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`^Another Trade Portal server \\(process ${process.pid}\\) is using DATA_DIR .*nested/data`));
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      expect(await isEmpty(again.db)).toBe(false);
      expect(await again.db.$count(schema.products)).toBe(300);
    } finally {
      await again.close();
    }
  }, 180_000);
});
