/**
 * What an import refuses, row by row: every problem names its file, its place (a CSV file's
 * line, counting the header as line 1, or a JSON file's item, counting from 1) and, where it is one cell,
 * its column.
 */

/** One problem of an import's input. */
export interface Problem {
  /** The file's name as given (relative to the folder imported). */
  file: string;
  /** A CSV file's line (the header is line 1) or a JSON file's item (from 1); undefined for the whole file. */
  line?: number;
  /** The column (CSV) or field (JSON), as the format names it; undefined for the whole row or file. */
  column?: string;
  message: string;
}

/** `products.csv line 14, PriceOuter: …` (`item 3` for JSON). */
export function formatProblem(p: Problem): string {
  const place = p.line === undefined ? '' : ` ${p.file.toLowerCase().endsWith('.json') ? 'item' : 'line'} ${p.line}`;
  return `${p.file}${place}${p.column ? `, ${p.column}` : ''}: ${p.message}`;
}

/** Problems in the order an operator reads them: by file, then place, then column. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? '').localeCompare(b.column ?? ''));
}

/** An import refused whole: nothing was written. `problems` lists every bad row, sorted. */
export class ImportRefused extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const sorted = sortProblems(problems);
    const files = new Set(sorted.map((p) => p.file)).size;
    super(`Nothing was imported: ${sorted.length} ${sorted.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}.`);
    this.name = 'ImportRefused';
    this.problems = sorted;
  }
}
