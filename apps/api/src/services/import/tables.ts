/**
 * The import's input files (docs/import-formats.md): which entity a file holds, by its name
 * (`products…`, `stores…`, `users…`, `orders…` with `.csv` or `.json`), and its rows as read. CSV files have
 * a header row and are separated by `,` or `;` (whichever the file uses; papaparse finds it), UTF-8 with or
 * without a byte-order mark; JSON files are an array of objects. Nothing is converted here but the text:
 * `fields.ts` checks and types the values.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import Papa from 'papaparse';
import type { Problem } from './problems';

/** The entities an import loads, in the order they are written (each may name the ones before it). */
export const entities = ['products', 'stores', 'users', 'orders'] as const;
export type Entity = (typeof entities)[number];

/** One input file: its name as reported, and its bytes. */
export interface InputFile {
  name: string;
  bytes: Uint8Array;
}

/** A row as read: its place (a CSV line, the header being 1, or a JSON item from 1) and its cells by column. */
export interface RawRow {
  line: number;
  /** CSV: trimmed text by header name as written, empty cells left out; JSON: the item's fields, nulls left out. */
  values: Record<string, unknown>;
}

/** One file's rows. */
export interface Table {
  file: string;
  entity: Entity;
  format: 'csv' | 'json';
  /** CSV: the header's names as written (trimmed); JSON: null (each item names its fields). */
  header: string[] | null;
  rows: RawRow[];
}

/** The entity a file's name says it holds, or undefined: `products.csv`, `Stores-2026.json`, `users_all.csv`. */
export function entityOf(fileName: string): Entity | undefined {
  const name = basename(fileName).toLowerCase();
  if (!/\.(csv|json)$/.test(name)) return undefined;
  return entities.find((e) => name.startsWith(e));
}

const NAMING = 'name it products…, stores…, users… or orders…, with .csv or .json';

/**
 * Reads the files and folders given: a folder's CSV and JSON files (not its subfolders; other files, such
 * as a README, are passed over). A CSV or JSON file whose name names no entity is a problem, as is a path
 * that does not exist.
 * @param paths absolute paths; `shownFrom` makes the reported names relative to it
 */
export function readInputs(paths: string[], shownFrom: string): { files: InputFile[]; problems: Problem[] } {
  const files: InputFile[] = [];
  const problems: Problem[] = [];
  const take = (path: string, fromFolder: boolean) => {
    const name = relative(shownFrom, path) || basename(path);
    const ext = extname(path).toLowerCase();
    if (ext !== '.csv' && ext !== '.json') {
      if (!fromFolder) problems.push({ file: name, message: `is not a .csv or .json file: ${NAMING}.` });
      return;
    }
    if (!entityOf(path)) {
      problems.push({ file: name, message: `names nothing the import loads: ${NAMING}.` });
      return;
    }
    files.push({ name, bytes: readFileSync(path) });
  };
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      problems.push({ file: relative(shownFrom, path) || path, message: 'does not exist.' });
      continue;
    }
    if (stat.isDirectory()) {
      const names = readdirSync(path).filter((n) => statSync(join(path, n)).isFile()).sort();
      const before = files.length;
      for (const n of names) take(join(path, n), true);
      if (files.length === before) problems.push({ file: relative(shownFrom, path) || path, message: `holds no file to import: ${NAMING}.` });
    } else take(path, false);
  }
  return { files, problems };
}

/** The file's text, UTF-8 without its byte-order mark; undefined when it is not UTF-8. */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The 1-based line of each character offset of `text`, by binary search over its line starts. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** A CSV file's rows (papaparse: quoted fields, `,` or `;`, line breaks inside quotes). */
function parseCsv(file: string, entity: Entity, text: string): { table?: Table; problems: Problem[] } {
  const problems: Problem[] = [];
  const lineOf = lineFinder(text);
  const rows: RawRow[] = [];
  let header: string[] | null = null;
  // Where the row being read starts: after the header line, then after each row (blank lines passed over).
  let next = text.search(/\r?\n/);
  next = next === -1 ? text.length : next + (text[next] === '\r' ? 2 : 1);
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';'],
    transformHeader: (h) => h.trim(),
    step: (result) => {
      header ??= result.meta.fields ?? [];
      while (next < text.length && (text[next] === '\r' || text[next] === '\n')) next++;
      const line = lineOf(next);
      next = result.meta.cursor;
      for (const e of result.errors) {
        const message = e.code === 'TooFewFields' || e.code === 'TooManyFields' ? `${e.message.replace(/:.*$/, '')}: the header has ${header.length} columns.` : e.message;
        problems.push({ file, line, message });
      }
      const values: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(result.data)) {
        if (k === '__parsed_extra') continue;
        const cell = typeof v === 'string' ? v.trim() : v;
        if (cell !== '' && cell !== undefined && cell !== null) values[k] = cell;
      }
      rows.push({ line, values });
    },
  });
  header ??= text.trim() ? (text.split(/\r?\n/)[0] ?? '').split(/[,;]/).map((h) => h.trim()) : [];
  if (header.length === 0 || header.every((h) => h === '')) return { problems: [{ file, message: 'is empty: a CSV file starts with a header row naming its columns.' }] };
  return { table: { file, entity, format: 'csv', header, rows }, problems };
}

/** A JSON file's items: an array of objects. */
function parseJson(file: string, entity: Entity, text: string): { table?: Table; problems: Problem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, message: `is not valid JSON (${(error as Error).message}).` }] };
  }
  if (!Array.isArray(data)) return { problems: [{ file, message: 'must hold a JSON array of objects, one per row.' }] };
  const problems: Problem[] = [];
  const rows: RawRow[] = [];
  data.forEach((item: unknown, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ file, line: i + 1, message: 'must be an object of fields.' });
      return;
    }
    const values = Object.fromEntries(Object.entries(item).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]).filter(([, v]) => v !== ''));
    rows.push({ line: i + 1, values });
  });
  return { table: { file, entity, format: 'json', header: null, rows }, problems };
}

/**
 * One input file's table.
 * @returns the table, and the problems of reading it (not UTF-8, not CSV or JSON, rows with too many or too
 *   few cells); a file that cannot be read at all has no table
 */
export function parseTable(input: InputFile): { table?: Table; problems: Problem[] } {
  const entity = entityOf(input.name);
  if (!entity) return { problems: [{ file: input.name, message: `names nothing the import loads: ${NAMING}.` }] };
  const decoded = utf8(input.bytes);
  if (decoded === undefined) return { problems: [{ file: input.name, message: 'is not UTF-8 text: save it again as "CSV UTF-8" (or JSON in UTF-8).' }] };
  const text = decoded.replace(/^\uFEFF/, '');
  return input.name.toLowerCase().endsWith('.json') ? parseJson(input.name, entity, text) : parseCsv(input.name, entity, text);
}
