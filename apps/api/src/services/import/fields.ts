/**
 * Checks and types the rows of one table against its entity's fields: JSON Schema through
 * ajv, with every error of every row collected (`allErrors`). CSV cells are text, so the CSV validator
 * coerces them (`"12.50"` → 12.5; `"12,50"` stays text and is refused as not a number); JSON values must
 * have their type already. The problems name the column and say what was expected and what was found.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Problem } from './problems';
import type { Entity, Table } from './tables';

/** One column (CSV) or field (JSON) of an entity. */
export interface FieldSpec {
  /** JSON Schema of the typed value: `{ type: 'number', minimum: 0 }`. */
  schema: Record<string, unknown>;
  /** A row must give it. @default false */
  required?: boolean;
  /** What a value must look like, said when a `pattern` refuses it: 'HH:mm, e.g. 16:00'. */
  hint?: string;
  /** A list (`type: 'array'`): one CSV cell holds its values separated by spaces, commas, semicolons or `|`. */
  list?: boolean;
}

/** The fields of an entity and the checks beyond one field's type. */
export interface EntitySpec<R> {
  entity: Entity;
  /** The fields by their names in the files, in the order the exporter writes them. */
  fields: Record<string, FieldSpec>;
  /** Checks of a row whose fields all have the right type: the column (if one) and what is wrong. */
  check?: (row: R) => { column?: string; message: string }[];
}

/** A row that passed its checks, with its file and place for later problems (duplicates, unknown references). */
export interface Checked<R> {
  file: string;
  line: number;
  row: R;
}

const ajvCsv = new Ajv({ allErrors: true, coerceTypes: 'array', strict: true });
const ajvJson = new Ajv({ allErrors: true, strict: true });
const compiled = new WeakMap<EntitySpec<never>, { csv: ValidateFunction; json: ValidateFunction }>();

function validators<R>(spec: EntitySpec<R>) {
  const key = spec as unknown as EntitySpec<never>;
  let v = compiled.get(key);
  if (!v) {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(spec.fields).map(([name, f]) => [name, f.schema])),
      required: Object.entries(spec.fields).filter(([, f]) => f.required).map(([name]) => name),
      additionalProperties: false,
    };
    v = { csv: ajvCsv.compile(schema), json: ajvJson.compile(schema) };
    compiled.set(key, v);
  }
  return v;
}

/** A column name as compared: without case, spaces, `_` or `-` ('Price Outer' is PriceOuter). */
const squash = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** An ajv error in words, with the value the file gave (`raw`). */
function describe(e: ErrorObject, spec: EntitySpec<unknown>, raw: Record<string, unknown>, format: 'csv' | 'json'): { column?: string; message: string } {
  const column = e.instancePath.split('/')[1] || undefined;
  const value = column === undefined ? undefined : raw[column];
  const given = value === undefined ? '' : `, not ${shown(value)}`;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { column: String(p.missingProperty), message: format === 'csv' ? 'is empty: a value is required.' : 'is missing: it is required.' };
    case 'additionalProperties':
      return { column: String(p.additionalProperty), message: `is not a field of ${spec.entity}: the fields are ${Object.keys(spec.fields).join(', ')}.` };
    case 'type': {
      const words: Record<string, string> = {
        number: 'must be a number, with a point for decimals (12.50)',
        integer: 'must be a whole number',
        boolean: 'must be true or false',
        string: 'must be text',
        array: 'must be a list',
      };
      return { column, message: `${words[String(p.type)] ?? `must be ${String(p.type)}`}${given}.` };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' }[e.keyword];
      return { column, message: `must be ${words} ${String(p.limit)}${given}.` };
    }
    case 'enum':
      return { column, message: `must be one of ${(p.allowedValues as unknown[]).join(', ')}${given}.` };
    case 'pattern':
      return { column, message: `${column && spec.fields[column]?.hint ? `must be ${spec.fields[column].hint}` : 'has the wrong format'}${given}.` };
    case 'maxLength':
      return { column, message: `must be at most ${String(p.limit)} characters long.` };
    case 'minItems':
      return { column, message: `must name at least ${String(p.limit)}.` };
    default:
      return { column, message: `${e.message ?? 'is not valid'}.` };
  }
}

/**
 * Checks every row of `table` against `spec`: the header (unknown, repeated or missing required columns,
 * once, on line 1), each cell's type and range, and `spec.check` for rows whose cells are right.
 * @returns the rows that passed, typed, and a problem for each thing wrong (a row may have several)
 */
export function checkTable<R>(table: Table, spec: EntitySpec<R>): { rows: Checked<R>[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const { file } = table;
  const names = new Map(Object.keys(spec.fields).map((n) => [squash(n), n]));
  // CSV: the header's columns by their names in the file → the field names; unknown ones are reported once.
  let rename: Map<string, string> | undefined;
  const absent = new Set<string>();
  if (table.header) {
    rename = new Map();
    const seen = new Set<string>();
    for (const h of table.header) {
      const name = names.get(squash(h));
      if (!name) problems.push({ file, line: 1, column: h || '(blank)', message: `is not a column of ${spec.entity}: the columns are ${Object.keys(spec.fields).join(', ')}.` });
      else if (seen.has(name)) problems.push({ file, line: 1, column: h, message: `is a second ${name} column.` });
      else {
        seen.add(name);
        rename.set(h, name);
      }
    }
    for (const [name, f] of Object.entries(spec.fields)) {
      if (f.required && !seen.has(name)) {
        absent.add(name);
        problems.push({ file, line: 1, column: name, message: 'is missing: the column is required.' });
      }
    }
  }
  const { csv, json } = validators(spec);
  const validate = table.format === 'csv' ? csv : json;
  const rows: Checked<R>[] = [];
  for (const raw of table.rows) {
    let values = raw.values;
    if (rename) {
      values = {};
      for (const [k, v] of Object.entries(raw.values)) {
        const name = rename.get(k);
        if (!name) continue;
        const field = spec.fields[name]!;
        values[name] = typeof v !== 'string' ? v : field.list ? v.split(/[\s,;|]+/).filter(Boolean) : field.schema.type === 'boolean' ? booleanText(v) : v;
      }
    }
    const data = { ...values };
    const ok = validate(data);
    const rowProblems = ok ? (spec.check?.(data as R) ?? []) : (validate.errors ?? []).map((e) => describe(e, spec as EntitySpec<unknown>, values, table.format));
    const reported = rowProblems.filter((p) => !(p.column && absent.has(p.column)));
    for (const p of reported) problems.push({ file, line: raw.line, ...(p.column ? { column: p.column } : {}), message: p.message });
    if (rowProblems.length === 0) rows.push({ file, line: raw.line, row: data as R });
  }
  return { rows, problems };
}

/** A spreadsheet's way of writing true or false (TRUE, yes, 1…) as ajv reads it; anything else as written. */
function booleanText(value: string): string {
  const v = value.toLowerCase();
  if (v === 'true' || v === 'yes' || v === '1') return 'true';
  if (v === 'false' || v === 'no' || v === '0') return 'false';
  return value;
}
