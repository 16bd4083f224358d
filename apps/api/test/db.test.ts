import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { schema } from '../src/db/open';
import { buildCatalogue } from '../src/seed/demoCatalogue';
import { isEmpty, seed } from '../src/seed';

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

describe('embedded database under DATA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trade-portal-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one process at a time open it, and keeps the data across restarts', async () => {
    const first = await openDatabase({ dataDir: join(dir, 'nested', 'data') });
    expect(await isEmpty(first.db)).toBe(true);
    await seed(first.db);
    await expect(openDatabase({ dataDir: join(dir, 'nested', 'data') })).rejects.toThrow(/^Another Trade Portal server is using DATA_DIR .*nested\/data/);
    await first.close();
    const again = await openDatabase({ dataDir: join(dir, 'nested', 'data') });
    expect(await isEmpty(again.db)).toBe(false);
    expect(await again.db.$count(schema.products)).toBe(300);
    await again.close();
  }, 30_000);
});
