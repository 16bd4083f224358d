/**
 * The manufacturer's decision on a claim under review (ADR 0055), as the back office's
 * POST /api/BackOffice/ClaimDecision makes it: accepted (a credit note is issued) or rejected, with the reason
 * the store's users read in their email and under the order.
 *   npm run claim-decision -w @trade-portal/api -- <claim number> accept|reject "<reason>"
 * The database is the server's: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR (./data from
 * the repository root), which one process opens at a time, so stop the server on it first. Email as the
 * server sends it: SMTP_URL, else DATA_DIR/outbox; links to PUBLIC_URL.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/open';
import { decideClaim, emailClaimDecision } from '../src/services/deliveryClaims';
import { Mailer } from '../src/services/mail';
import { repoRoot } from '../src/specification';

const [claimNumber, verb, reason, ...rest] = process.argv.slice(2);
const decision = verb === 'accept' ? 'Accepted' : verb === 'reject' ? 'Rejected' : undefined;
if (!claimNumber || !decision || !reason?.trim() || rest.length > 0) {
  console.error('Usage: npm run claim-decision -w @trade-portal/api -- <claim number> accept|reject "<reason>"');
  process.exit(2);
}

const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
let database;
try {
  database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
} catch (error) {
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const claim = await decideClaim(database.db, claimNumber, decision, reason);
  const mailer = new Mailer({ ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : { outboxDir: resolve(dataDir, 'outbox') }), ...(process.env.MAIL_FROM ? { from: process.env.MAIL_FROM } : {}), log: (line) => console.log(line) });
  await emailClaimDecision(database.db, mailer, (process.env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, ''), claim);
  console.log(`Claim ${claim.ClaimNumber} on order ${claim.OrderNumber}: ${claim.Status}.${claim.CreditNote ? ` Credit note ${claim.CreditNote.CreditNoteNumber}, EUR ${claim.CreditNote.Total.toFixed(2)} with VAT.` : ''} The store's users are emailed.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
