/**
 * 'Download for my accountant' (`GET /api/OrderHistory/InsightsCsv`): the monthly and
 * quarterly totals (net, VAT 23 %, gross, EUR) of each store as CSV, from the same figures as the
 * Insights view, net of credit notes, each credit note then as a negative line (ADR 0055). Written with
 * papaparse's `unparse` (RFC 4180 quoting; text cells are escaped against formulas here), which the
 * quick order's CSV parser already brings into the project.
 */
import Papa from 'papaparse';
import { VAT_PERCENT, type SpendAmounts } from '@trade-portal/domain';
import type { StoreSpend } from './orderInsights';

/** The CSV's header row; the amounts' columns say their unit and the VAT rate (§9). */
export const INSIGHTS_CSV_HEADER = ['Store', 'Store name', 'Period type', 'Period', 'From', 'To', 'Complete', 'Orders', 'Outers', 'Net (EUR)', `VAT ${VAT_PERCENT}% (EUR)`, 'Gross (EUR)'] as const;

/**
 * A text cell a spreadsheet would run as a formula: one starting with =, +, -, @, a tab or a carriage
 * return (OWASP's CSV injection list), or their full-width forms, which some spreadsheets also read.
 * papaparse prefixes such a cell with an apostrophe. Its own default pattern ends in `.*$` without the
 * `s` flag, so it misses a cell whose formula is followed by a line break; this one looks at the first
 * character only. Text cells only: an amount ('-12.30', a credit note's) is written as it is.
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The columns before the amounts (store, name, period, dates, Complete): text, escaped as {@link FORMULA_START} says. */
const TEXT_COLUMNS = 7;

/** A text cell a spreadsheet would run, prefixed with an apostrophe. */
const escapeText = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A UTF-8 byte order mark, so that a spreadsheet opening the file reads accented store names as UTF-8. */
const BOM = '\uFEFF';

/** Integer cents → '1234.50' or '-12.30': exact, no float rounding, no thousands separator. */
function eur(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const amounts = (a: SpendAmounts) => [String(a.orders), String(a.outers), eur(a.netCents), eur(a.vatCents), eur(a.grossCents)];

/**
 * The accountant's CSV of some stores: the header, then for each store its 12 months and its calendar
 * quarters, oldest first, net of credit notes, then each credit note of the window as a negative line
 * (Period type 'Credit note', Period its number, From and To its store-local issue day). From and To are store-local dates ('YYYY-MM-DD'), To being today for the current
 * month and quarter (Complete 'No'). Amounts in EUR with two decimals and a full stop, from integer cents.
 * @param stores the stores' figures, in the order they are written
 * @returns the file's text: a byte order mark, CRLF line ends, a trailing CRLF
 */
export function insightsCsv(stores: readonly StoreSpend[]): string {
  const rows: string[][] = [];
  for (const { account, insights: s, creditNotes } of stores) {
    const store = [account.jtiAccountId, account.accountName];
    const current = s.months.at(-1)!.month;
    for (const m of s.months) {
      const complete = m.month !== current;
      rows.push([...store, 'Month', m.month, `${m.month}-01`, complete ? lastDay(m.month) : s.today, complete ? 'Yes' : 'No', ...amounts(m)]);
    }
    for (const q of s.quarters) {
      rows.push([...store, 'Quarter', q.quarter, `${q.firstMonth}-01`, q.complete ? lastDay(q.lastMonth) : s.today, q.complete ? 'Yes' : 'No', ...amounts(q)]);
    }
    // Each credit note as a negative line with its number (ADR 0055); the months and quarters above are already net of them.
    for (const c of creditNotes) {
      rows.push([...store, 'Credit note', c.number, c.issuedOn, c.issuedOn, 'Yes', '0', String(-c.outers), eur(-c.netCents), eur(-c.vatCents), eur(-c.grossCents)]);
    }
  }
  const data = rows.map((row) => row.map((cell, i) => (i < TEXT_COLUMNS ? escapeText(cell) : cell)));
  const csv = Papa.unparse({ fields: [...INSIGHTS_CSV_HEADER], data }, { newline: '\r\n' });
  return `${BOM}${csv}\r\n`;
}

/**
 * The file name offered: 'spend-10010001-2026-11-27.csv' for one store, 'spend-all-stores-2026-11-27.csv'
 * for several (the date is the first store's today). Digits, letters and dashes only, so it needs no quoting
 * rules beyond the header's quotes.
 */
export function insightsCsvFileName(stores: readonly StoreSpend[], allStores: boolean): string {
  const today = stores[0]?.insights.today ?? 'empty';
  return allStores ? `spend-all-stores-${today}.csv` : `spend-${stores[0]?.account.jtiAccountId ?? 'store'}-${today}.csv`;
}
