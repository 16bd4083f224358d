/**
 * Writes the database's products, stores, users (without passwords) and, with `--orders`, its orders in
 * the import's format (docs/import-formats.md), one CSV file each (`--json` for JSON):
 *   npm run export -- <folder> [--orders] [--json]
 * The files it writes are replaced. `npm run import -- <folder>` loads them back. The database is the
 * server's (DATABASE_URL, else the embedded one in DATA_DIR: stop the server on it first).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { exportData, toCsv } from '../src/services/import';
import { fromUser, openCliDatabase } from './cliDatabase';

const args = process.argv.slice(2);
const orders = args.includes('--orders');
const json = args.includes('--json');
const [folder, ...rest] = args.filter((a) => !['--orders', '--json'].includes(a));
if (!folder || rest.length || folder.startsWith('--')) {
  console.error('Usage: npm run export -- <folder> [--orders] [--json]');
  process.exit(2);
}
const dir = fromUser(folder);
const { database, where } = await openCliDatabase();
try {
  const data = await exportData(database.db, { orders });
  mkdirSync(dir, { recursive: true });
  console.log(`Exporting ${where} to ${relative(process.cwd(), dir) || dir}:`);
  for (const entity of ['products', 'stores', 'users', 'orders'] as const) {
    const records = data[entity];
    if (!records) continue;
    const file = join(dir, `${entity}.${json ? 'json' : 'csv'}`);
    writeFileSync(file, json ? `${JSON.stringify(records, null, 2)}\n` : toCsv(entity, records));
    console.log(`  ${entity}.${json ? 'json' : 'csv'}: ${records.length.toLocaleString('en-IE')} ${entity === 'orders' ? 'order lines' : 'rows'}`);
  }
  if (data.usersWithoutStores) console.log(`  ${data.usersWithoutStores} users left out: they act for no store.`);
} finally {
  await database.close();
}
