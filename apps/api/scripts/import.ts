/**
 * Loads a manufacturer's products, stores, users and past orders (ADR 0047; the file formats
 * are in docs/import-formats.md):
 *   npm run import -- [--check] <folder or files…>
 * One transaction: with any bad row nothing is imported, and every problem is listed by file, line and
 * column (exit 1). Importing the same files again changes nothing. Each user the import creates is emailed
 * a link to choose their password once the import has committed: through SMTP_URL, else written to
 * DATA_DIR/outbox as the server does, with PUBLIC_URL as the portal's address in the links. `--check` reads
 * and checks everything against the database and keeps nothing.
 * The database is the server's (DATABASE_URL, else the embedded one in DATA_DIR, which one process opens at
 * a time: stop the server on it first).
 */
import { relative, resolve } from 'node:path';
import { formatProblem, ImportRefused, importData, readInputs, sendWelcomeEmails } from '../src/services/import';
import { Mailer } from '../src/services/mail';
import { fromUser, openCliDatabase } from './cliDatabase';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const paths = args.filter((a) => a !== '--check');
if (paths.length === 0 || paths.some((p) => p.startsWith('--'))) {
  console.error('Usage: npm run import -- [--check] <folder or files…>   (file formats: docs/import-formats.md)');
  process.exit(2);
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const shownFrom = process.env.INIT_CWD ?? process.cwd();
const absolute = paths.map(fromUser);
// Names are reported relative to the folder given (or to where the command ran, for files).
const base = absolute.length === 1 && !/\.(csv|json)$/i.test(absolute[0]!) ? absolute[0]! : shownFrom;
const inputs = readInputs(absolute, base);
if (inputs.problems.length) {
  console.error(`Nothing was imported: ${inputs.problems.length} ${inputs.problems.length === 1 ? 'problem' : 'problems'} with the files given.`);
  for (const p of inputs.problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}

const { database, where, dataDir } = await openCliDatabase();
console.log(`${checkOnly ? 'Checking' : 'Importing'} ${inputs.files.length} ${inputs.files.length === 1 ? 'file' : 'files'} into ${where}…`);
const count = (n: number) => n.toLocaleString('en-IE');
/** A path relative to the repository's folder the command ran in when it is inside it, else absolute. */
const shownPath = (path: string) => (relative(shownFrom, path).startsWith('..') ? path : relative(shownFrom, path) || path);
try {
  const summary = await importData(database.db, inputs.files, { checkOnly, onProgress: (line) => console.log(`${line} (${seconds()})`) });
  console.log(`${checkOnly ? 'Checked: no problems; nothing was kept (--check)' : 'Imported'} in ${seconds()}:`);
  for (const entity of ['products', 'stores', 'users', 'orders'] as const) {
    if (summary.rows[entity] === 0) continue;
    const c = summary[entity];
    console.log(`  ${entity.padEnd(9)} ${count(c.inserted)} new, ${count(c.updated)} changed, ${count(c.unchanged)} unchanged`);
  }
  if (!checkOnly && summary.created.length > 0) {
    const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
    if (!process.env.PUBLIC_URL) console.log(`PUBLIC_URL is not set: the links point to ${publicUrl}. Set it to the portal's address.`);
    const outboxDir = resolve(dataDir, 'outbox');
    const mailer = new Mailer({ ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : { outboxDir }), ...(process.env.MAIL_FROM ? { from: process.env.MAIL_FROM } : {}) });
    console.log(`Emailing ${count(summary.created.length)} new ${summary.created.length === 1 ? 'user' : 'users'} a link to choose a password ${process.env.SMTP_URL ? '(SMTP_URL)' : `(written to ${shownPath(outboxDir)}, as SMTP_URL is not set)`}…`);
    const sent = await sendWelcomeEmails(mailer, publicUrl, summary.created, (done) => console.log(`  ${count(done)} of ${count(summary.created.length)} (${seconds()})`));
    console.log(`Emails: ${count(sent.sent)} sent${sent.failed.length ? `, ${sent.failed.length} failed (they can ask for a link with "Forgotten your password?"):` : ''} (${seconds()})`);
    for (const f of sent.failed) console.log(`  ${f.email}: ${f.error}`);
    if (sent.failed.length) process.exitCode = 1;
  }
} catch (error) {
  if (error instanceof ImportRefused) {
    console.error(error.message);
    for (const p of error.problems) console.error(`  ${formatProblem(p)}`);
  } else console.error(`The import failed, and nothing was imported: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
