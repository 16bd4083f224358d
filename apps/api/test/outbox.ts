/**
 * Reads back the emails the server wrote to its outbox directory (no SMTP: ADR 0025), for the server
 * tests and the end-to-end tests alike; no test framework is imported here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An email read back from the outbox: its headers of interest, its raw text and the first portal link in it. */
export interface OutboxEmail {
  to: string;
  subject: string;
  raw: string;
  /** The first link to the portal (`{publicUrl}/…`), decoded from the message; undefined when none. */
  link?: string;
}

/** Reads the .eml files of `dir`, oldest first (their names start with the time). */
export function readOutbox(dir: string, publicUrl = 'http://portal.test'): OutboxEmail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(join(dir, f), 'utf8');
    // Quoted-printable soft line breaks and escapes, so links read as sent.
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), raw: decoded, link: new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s"<>]+`).exec(decoded)?.[0]?.replace(/&amp;/g, '&') };
  });
}
