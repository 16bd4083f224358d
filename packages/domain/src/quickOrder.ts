/**
 * Quick order (beyond the spec): lines of `code quantity` typed, pasted from a spreadsheet or
 * a wholesaler's email, or read from a CSV file, checked against the catalogue and the quantity rules of
 * §5 before anything reaches the back-end cart. A code is a SKU, a pack's EAN (`PackBarCode`) or
 * an outer's (`OuterBarCode`); quantities are outers whichever was read. The CSV
 * export of a cart or an order uses the same format, so it can be edited and pasted back.
 *
 * Its own entry point (`@trade-portal/domain/quick-order`): the CSV parser it uses (Papa Parse) stays out
 * of every page but /quick-order and the exports.
 */
import Papa from 'papaparse';
import { matchCode, misreadMessage } from './barcode';
export { toQuickOrderCsv } from './csv';
import { addQuantityOnSteps, increaseQuantity, maxQuantity, outers, type QuantityRule } from './quantity';

/** One non-blank line of the input, split into its code and its quantity as written. */
export interface QuickOrderEntry {
  /** 1-based line number in the input (a CSV header counts as line 1). */
  line: number;
  /** SKU or EAN, trimmed. */
  code: string;
  /** The quantity as written ('' when the line has none). */
  quantityText: string;
}

/** What {@link parseQuickOrder} read. */
export interface ParsedQuickOrder {
  entries: QuickOrderEntry[];
  /** A header row was recognised and skipped (its columns chose the code and quantity columns). */
  hadHeader: boolean;
}

const codeHeader = /^(sku|ean|code|barcode|bar code|product code|item|article)$/i;
const quantityHeader = /^(quantity|qty|outers|amount|count|order)$/i;

/**
 * Reads pasted or typed text, or a CSV file's text, into entries. Fields are separated by a comma, a tab
 * or a semicolon (guessed from the text, quotes honoured), or, on a line with none of those, by spaces:
 * `10012345 6`, `10012345,6`, `10012345<TAB>6`, `"10012345";"6"`. The code is the first field and the
 * quantity the last, unless a header row names them (SKU, EAN, Code, Barcode; Quantity, Qty, Outers), in
 * which case those columns are read and other columns (a product name, a price) are ignored.
 * Blank lines are skipped. Never throws: a malformed line becomes an entry whose code or quantity is odd,
 * which {@link checkQuickOrder} reports.
 * @param text the input, any size (10,000 lines take a few tens of milliseconds)
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', '\t', ';'],
    skipEmptyLines: 'greedy',
  });
  const rows = parsed.data.map((fields) => fields.map((f) => f.trim()));
  // Papa Parse drops blank lines: its row index is not the line number, so lines are counted again.
  const lineNumbers = nonBlankLineNumbers(text, rows.length);
  let codeColumn = 0;
  let quantityColumn: number | 'last' = 'last';
  let start = 0;
  const header = rows[0];
  if (header && header.some((f) => codeHeader.test(f)) && !header.some((f) => /^\d+$/.test(f))) {
    codeColumn = Math.max(0, header.findIndex((f) => codeHeader.test(f)));
    const q = header.findIndex((f) => quantityHeader.test(f));
    quantityColumn = q >= 0 ? q : 'last';
    start = 1;
  }
  const entries: QuickOrderEntry[] = [];
  for (let i = start; i < rows.length; i++) {
    // Without a header, empty fields (a trailing comma, a doubled tab) are dropped so the quantity is last.
    let fields = start === 1 ? rows[i]! : rows[i]!.filter((f, index) => f !== '' || index === 0);
    if (fields.length === 1) fields = fields[0]!.split(/\s+/);
    const code = fields[codeColumn] ?? '';
    const quantityText = fields.length > 1 ? (quantityColumn === 'last' ? fields[fields.length - 1]! : (fields[quantityColumn] ?? '')) : '';
    if (code === '' && quantityText === '') continue;
    entries.push({ line: lineNumbers[i] ?? i + 1, code, quantityText });
  }
  return { entries, hadHeader: start === 1 };
}

/** The 1-based numbers of the first `count` non-blank lines (quoted line breaks are rare here; a miss only shifts a number). */
function nonBlankLineNumbers(text: string, count: number): number[] {
  const numbers: number[] = [];
  let line = 1;
  let blank = true;
  for (let i = 0; i < text.length && numbers.length < count; i++) {
    const c = text[i];
    if (c === '\n') {
      if (!blank) numbers.push(line);
      line++;
      blank = true;
    } else if (c !== '\r' && c !== ' ' && c !== '\t') blank = false;
  }
  if (!blank && numbers.length < count) numbers.push(line);
  return numbers;
}

/** The product fields a quick order reads; the API's Product satisfies it. */
export interface QuickOrderProduct extends QuantityRule {
  SKU: string;
  Product: string;
  /** The pack's EAN-13. */
  PackBarCode?: string;
  /** The outer's (case's) EAN-13, where known. */
  OuterBarCode?: string | null;
  OutOfStock?: boolean;
  IsArchived?: boolean;
}

/**
 * What becomes of a line: `added` as asked; `adjusted` to the next valid step (the message says from what
 * to what and why); `unknown` code; `outOfStock` and `archived` (nothing added; the page offers the
 * alternative); `noQuantity` (none written, or 0); `notAQuantity` (something written that is not a whole
 * number of outers: `two`, `-1`, `1.5`); `atMaximum` (the cart already holds the most that can be ordered).
 */
export type QuickOrderStatus = 'added' | 'adjusted' | 'unknown' | 'outOfStock' | 'archived' | 'noQuantity' | 'notAQuantity' | 'atMaximum';

/**
 * One line of the report: the input lines of one product with a quantity (summed), or one input line
 * whose code is unknown or whose quantity is missing or not a quantity.
 */
export interface QuickOrderLine<P extends QuickOrderProduct = QuickOrderProduct> {
  /** The input's line numbers this covers (several when a product was written more than once). */
  lines: number[];
  /** The code as written (the first one, for a product written several times). */
  code: string;
  /** The product the code names; null when unknown. */
  product: P | null;
  /** Outers asked for (summed over the lines); null when no line had a whole number. */
  requested: number | null;
  /** Outers in the cart before, and after the quick order is added. */
  inCart: number;
  quantity: number;
  /** Outers this line adds (`quantity − inCart`, 0 unless added or adjusted). */
  adds: number;
  status: QuickOrderStatus;
  /** What the retailer reads next to the line. */
  message: string;
}

/** The report of {@link checkQuickOrder}, shown before anything is added. */
export interface QuickOrderReport<P extends QuickOrderProduct = QuickOrderProduct> {
  lines: QuickOrderLine<P>[];
  /** How many report lines have each status. */
  counts: Record<QuickOrderStatus, number>;
  /** The cart lines to set (whole quantities, outers, valid on §5's steps): one per added or adjusted line. */
  toSet: { SKU: string; Quantity: number }[];
  /** Outers the quick order adds in all. */
  outersAdded: number;
}

/** The words of a report line. */
export const quickOrderMessages = {
  added: (adds: number) => `Adds ${outers(adds)}`,
  adjusted: (requested: number, adds: number, why: string) => `${outers(requested)} asked, adds ${outers(adds)}: ${why}`,
  unknown: 'Unknown code: no product has this SKU or EAN',
  outOfStock: 'Out of stock: nothing added',
  archived: 'No longer sold: nothing added',
  /** Nothing written after the code, or 0 (`text` is what was written: '' or '0'). */
  noQuantity: (text: string) => (text === '' ? 'No quantity: write the outers after the code' : `No quantity: ${text} outers asked`),
  /** Something written that is not a whole number of outers ('two', '-1', '1.5'). */
  notAQuantity: (text: string) => `“${text}” is not a quantity: write a whole number of outers`,
  atMaximum: (max: number) => `Already ${outers(max)} in the cart, the most that can be ordered`,
} as const;

/** A quantity as written: whole outers, or null. `12`, ` 12 `, `012` read 12; `1.5`, `-2`, `ten`, `` read null. */
export function readQuantity(text: string): number | null {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

/**
 * Checks parsed entries against the catalogue and the cart (§5): each code is looked up by SKU, then by
 * pack EAN (case and spaces ignored); lines naming the same product are summed; the sum is put on top of
 * what the cart holds and rounded up to the next valid step, at most the largest valid quantity (999).
 * Nothing is guessed: an unknown code stays unknown.
 * @param entries from {@link parseQuickOrder}
 * @param products the account's catalogue
 * @param cart outers in the cart by SKU
 */
export function checkQuickOrder<P extends QuickOrderProduct>(
  entries: readonly QuickOrderEntry[],
  products: readonly P[],
  cart: ReadonlyMap<string, number>,
): QuickOrderReport<P> {
  const key = (code: string) => code.replace(/\s+/g, '').toUpperCase();
  const bySku = new Map<string, P>();
  const byEan = new Map<string, P>();
  for (const p of products) {
    bySku.set(key(p.SKU), p);
    if (p.PackBarCode) byEan.set(key(p.PackBarCode), p);
    if (p.OuterBarCode) byEan.set(key(p.OuterBarCode), p);
  }
  type Group = { lines: number[]; code: string; product: P | null; requested: number | null; badText: string | null };
  const groups: Group[] = [];
  const groupOf = new Map<string, Group>();
  for (const entry of entries) {
    const product = bySku.get(key(entry.code)) ?? byEan.get(key(entry.code)) ?? null;
    const quantity = readQuantity(entry.quantityText);
    // Lines with a quantity are summed per product; a line without one keeps its own report line, so
    // it is said rather than lost in a sum.
    const existing = product && quantity !== null ? groupOf.get(product.SKU) : undefined;
    if (existing) {
      existing.lines.push(entry.line);
      existing.requested = (existing.requested ?? 0) + quantity!;
      continue;
    }
    const group: Group = { lines: [entry.line], code: entry.code, product, requested: quantity, badText: quantity === null ? entry.quantityText.trim() : null };
    groups.push(group);
    if (product && quantity !== null) groupOf.set(product.SKU, group);
  }

  const counts: Record<QuickOrderStatus, number> = { added: 0, adjusted: 0, unknown: 0, outOfStock: 0, archived: 0, noQuantity: 0, notAQuantity: 0, atMaximum: 0 };
  const toSet: { SKU: string; Quantity: number }[] = [];
  let outersAdded = 0;
  const lines = groups.map((g): QuickOrderLine<P> => {
    const inCart = g.product ? (cart.get(g.product.SKU) ?? 0) : 0;
    const base = { lines: g.lines, code: g.code, product: g.product, requested: g.requested, inCart, quantity: inCart, adds: 0 };
    const done = (status: QuickOrderStatus, message: string, quantity = inCart): QuickOrderLine<P> => {
      counts[status]++;
      return { ...base, status, message, quantity, adds: quantity - inCart };
    };
    if (!g.product) return done('unknown', quickOrderMessages.unknown);
    if (g.product.IsArchived) return done('archived', quickOrderMessages.archived);
    if (g.product.OutOfStock) return done('outOfStock', quickOrderMessages.outOfStock);
    // Something written that reads as no number ('two', '-1') is a mistake to correct, not a line left
    // without a quantity: the two are counted and said apart.
    if (g.requested === null && g.badText) return done('notAQuantity', quickOrderMessages.notAQuantity(g.badText));
    if (g.requested === null || g.requested === 0) return done('noQuantity', quickOrderMessages.noQuantity(g.requested === 0 ? '0' : ''));
    const quantity = addQuantityOnSteps(inCart, g.requested, g.product);
    if (quantity <= inCart) return done('atMaximum', quickOrderMessages.atMaximum(inCart));
    const adds = quantity - inCart;
    toSet.push({ SKU: g.product.SKU, Quantity: quantity });
    outersAdded += adds;
    if (adds === g.requested) return done('added', quickOrderMessages.added(adds), quantity);
    return done('adjusted', quickOrderMessages.adjusted(g.requested, adds, adjustmentReason(inCart, g.requested, g.product)), quantity);
  });
  return { lines, counts, toSet, outersAdded };
}

/** Why a requested quantity was changed: the minimum, the steps, or the largest valid quantity. */
function adjustmentReason(inCart: number, requested: number, p: QuantityRule): string {
  const min = Math.max(1, p.MinimumOrder);
  const step = Math.max(1, p.MinimumOrderIncremental);
  const max = maxQuantity(p);
  if (inCart + requested > max) return `the most that can be ordered is ${outers(max)}`;
  if (inCart + requested < min) return `the minimum order is ${outers(min)}`;
  const inCartNote = inCart > 0 ? `, on top of ${inCart} in the cart` : '';
  return `sold in steps of ${outers(step)} from ${min}${inCartNote}`;
}


/** What one scan did: one step of the product added, or why nothing was. */
export type ScanOutcome<P extends QuickOrderProduct = QuickOrderProduct> =
  | { kind: 'added'; product: P; from: number; to: number; message: string }
  | { kind: 'outOfStock' | 'archived'; product: P; message: string }
  | { kind: 'atMaximum'; product: P; quantity: number; message: string }
  | { kind: 'unknown' | 'misread'; code: string; message: string };

/**
 * One scan of a pack's or an outer's barcode (or a typed SKU or EAN) on /quick-order: the product it names gets one
 * step more in the cart (§5: 0 → MinimumOrder, then + MinimumOrderIncremental, never past 999). A
 * 13-digit code whose check digit is wrong was misread and is said so; a code no product has is unknown.
 * Nothing is guessed.
 * @param code what the scanner (or the keyboard) sent, spaces ignored
 * @param products the account's catalogue
 * @param inCart outers of a SKU in the cart now
 */
export function scanOutcome<P extends QuickOrderProduct>(code: string, products: readonly P[], inCart: (sku: string) => number): ScanOutcome<P> {
  const match = matchCode(code, products);
  if ('code' in match) return { kind: match.kind, code: match.code, message: scanMessages[match.kind](match.code) };
  const { product } = match;
  if (product.IsArchived) return { kind: 'archived', product, message: scanMessages.archived(product.Product) };
  if (product.OutOfStock) return { kind: 'outOfStock', product, message: scanMessages.outOfStock(product.Product) };
  const from = inCart(product.SKU);
  const to = increaseQuantity(from, product);
  if (to <= from) return { kind: 'atMaximum', product, quantity: from, message: scanMessages.atMaximum(product.Product, from) };
  return { kind: 'added', product, from, to, message: scanMessages.added(product.Product, to - from, to) };
}

/** The words of a scan's outcome. */
export const scanMessages = {
  added: (name: string, adds: number, total: number) => `Added ${outers(adds)} of ${name}: ${outers(total)} in the cart`,
  unknown: (code: string) => `No product has the code ${code}`,
  misread: misreadMessage,
  outOfStock: (name: string) => `${name} is out of stock: nothing added`,
  archived: (name: string) => `${name} is no longer sold: nothing added`,
  atMaximum: (name: string, quantity: number) => `${name} is already at ${outers(quantity)}, the most that can be ordered`,
  undone: (name: string, quantity: number) => `Undone: ${name} back to ${outers(quantity)}`,
} as const;
