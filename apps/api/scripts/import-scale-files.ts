/**
 * Writes generated import files of a chosen size, to measure `npm run import` at scale (20,000
 * products, 5,000 stores and 10,000 users in under a minute on PostgreSQL; the figures are in
 * docs/import-formats.md):
 *   npx tsx apps/api/scripts/import-scale-files.ts <folder> [products] [stores] [users]
 * The rows are fictional and the same every run; every EAN's check digit is right; each user acts for one to
 * three stores (fewer when there are fewer stores). `--changed` writes the same files with every 10th
 * product's price up by 0.10 EUR, to measure a re-import that changes some rows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withEanCheckDigit } from '@trade-portal/domain';
import { toCsv } from '../src/services/import';

const args = process.argv.slice(2);
const changed = args.includes('--changed');
const [folder, products = '20000', stores = '5000', users = '10000'] = args.filter((a) => a !== '--changed');
if (!folder) {
  console.error('Usage: npx tsx apps/api/scripts/import-scale-files.ts <folder> [products] [stores] [users] [--changed]');
  process.exit(2);
}
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
mkdirSync(dir, { recursive: true });
const categories = ['RMC', 'RYO', 'EVAP', 'NICP', 'CGR', 'PIP'] as const;
const steps = [[1, 1], [2, 1], [2, 2], [3, 1], [5, 5], [4, 2]] as const;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

const productRows = Array.from({ length: Number(products) }, (_, i) => {
  const category = categories[i % categories.length]!;
  const [min, step] = steps[i % steps.length]!;
  const price = 40 + (i % 200) + (changed && i % 10 === 0 ? 0.1 : 0);
  return {
    SKU: `${category}${pad(i + 1, 6)}`, Product: `Product ${i + 1} ${category}`, Brand: `Brand ${(i % 120) + 1}`, Category: category,
    PackBarCode: withEanCheckDigit(`539${pad(i + 1, 9)}`), OuterBarCode: withEanCheckDigit(`5012${pad(i + 1, 8)}`),
    PackSize: 10, MinimumOrder: min, MinimumOrderIncremental: step, PriceOuter: Math.round(price * 100) / 100, PricePackRrp: 6.5,
    VatRate: 23, OutOfStock: i % 37 === 0, LowStock: i % 23 === 0, PriceListOrder: i + 1,
  };
});
const storeRows = Array.from({ length: Number(stores) }, (_, i) => ({
  JtiAccountId: `3${pad(i + 1, 7)}`, AccountName: `Store ${i + 1}`, AddressLine1: `${(i % 90) + 1} Main Street, Town ${i % 300}`, TimeZone: 'Europe/Dublin',
  TierAccessLevel: (i % 3) + 1, CutOffWeekday: (i % 5) + 1, CutOffTime: '16:00', EmployeeName: `Advisor ${(i % 40) + 1}`, EmployeeMobilePhone: `087 ${pad(i % 10_000_000, 7)}`,
}));
const userRows = Array.from({ length: Number(users) }, (_, i) => ({
  Email: `user${i + 1}@store.test`, FirstName: `First${i + 1}`, LastName: `Last${i + 1}`,
  Stores: [...new Set(Array.from({ length: (i % 3) + 1 }, (_, k) => storeRows[(i + k * 997) % storeRows.length]!.JtiAccountId))],
}));
writeFileSync(resolve(dir, 'products.csv'), toCsv('products', productRows));
writeFileSync(resolve(dir, 'stores.csv'), toCsv('stores', storeRows));
writeFileSync(resolve(dir, 'users.csv'), toCsv('users', userRows));
console.log(`Wrote ${productRows.length} products, ${storeRows.length} stores and ${userRows.length} users to ${dir}${changed ? ' (every 10th price up by 0.10)' : ''}.`);
