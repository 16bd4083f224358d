import { useId, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { InsightsMonth, InsightsProduct, StoreInsights } from '@trade-portal/api-client';
import { formatEur } from '@trade-portal/domain';
import { Box, Inline, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { lazyPart, useLazyPart } from '../../primitives/lazyPart';
import { visuallyHidden } from '../../theme';
import { categoryLabel, changeLabel, monthlySummary, monthLabel, monthOnYearSummary, ordinal, patternOf, quarterLabel, topSummary, vatSummary } from './spendWords';
import * as styles from './SpendInsights.css';

/** Which stores the view shows: the current one, or all of the user's stores side by side. */
export const spendScopes = ['store', 'all'] as const;
/** One of `spendScopes`. */
export type SpendScope = (typeof spendScopes)[number];

// The charts (visx) are a lazy part of their own (ADR 0033): fetched when the view first shows charts.
const chartsPart = lazyPart(() => import('./SpendChartsLayer'));

/** Props of `SpendInsights`. */
export interface SpendInsightsProps {
  /** Each store's figures (GET /api/OrderHistory/Insights `Stores`), the current one first; EUR and outers. */
  stores?: readonly StoreInsights[];
  /** Figures on their way: placeholders. */
  isLoading?: boolean;
  /** The server's Message when the figures could not be loaded. */
  errorMessage?: string | null;
  /** 'Try again' beside the error. */
  onRetry?: () => void;
  /** Tier 3 (§6): the order views' message instead of any figure, and no download. */
  restrictedMessage?: string | null;
  /** @default 'store' */
  scope?: SpendScope;
  /** Given (with `hasSeveralStores`), the 'This store' / 'All my stores' choice shows. */
  onScopeChange?: (scope: SpendScope) => void;
  /** The user has more than one store that may view orders. */
  hasSeveralStores?: boolean;
  /** 'Download for my accountant': the CSV of the stores shown. */
  onDownload?: () => void;
  /** The CSV is being fetched. */
  isDownloading?: boolean;
  /** Why the last download failed. */
  downloadError?: string | null;
  /** Start with tables instead of charts (the 'Show as tables' switch pressed). @default false */
  defaultShowTables?: boolean;
}

/**
 * 'Insights' on My Orders (beyond the spec; ADR 0044): a store's invoiced spend at a glance.
 * For each store shown (one, or all of the user's side by side): spend per month for 12 months by
 * category (stacked bars, categories told apart by colour, pattern and legend), this month to date
 * against the same days last year (a month without a base says so instead of a percentage), VAT per
 * quarter, and the top products by spend and by outers; what Pending orders hold is said apart.
 *
 * Every chart is an SVG image (`role="img"`) named by its text summary, which also shows under it, and
 * has its data table: a react-aria `ToggleButton` 'Show as tables' (`aria-pressed`) swaps the charts for
 * the tables; printing shows both and leaves out the portal's frame. 'This store' / 'All my stores' is a
 * react-aria `RadioGroup` (arrow keys). 'Download for my accountant' asks for the CSV (`onDownload`).
 * The charts' code (visx) loads as a lazy part of its own (ADR 0033), only where this view shows.
 *
 * States: `[data-insights-state]` loading, error, restricted (Tier 3, §6: the order views' message), empty
 * (no invoiced order in 12 months) or ready; `[data-view]` charts or tables; each store `[data-store]`.
 */
export function SpendInsights({
  stores, isLoading = false, errorMessage = null, onRetry, restrictedMessage = null, scope = 'store', onScopeChange, hasSeveralStores = false,
  onDownload, isDownloading = false, downloadError = null, defaultShowTables = false,
}: SpendInsightsProps) {
  const [showTables, setShowTables] = useState(defaultShowTables);
  const state = restrictedMessage ? 'restricted' : isLoading ? 'loading' : errorMessage ? 'error' : !stores || stores.every((s) => s.Totals.Orders === 0 && s.Pending.Orders === 0) ? 'empty' : 'ready';
  const charts = useLazyPart(chartsPart, state === 'ready' && !showTables);

  if (state === 'restricted') {
    return (
      <div className={styles.root} data-insights-state={state}>
        <InlineMessage tone="caution">{restrictedMessage}</InlineMessage>
      </div>
    );
  }
  return (
    <Stack gap="large" className={styles.root} data-insights-state={state} data-view={showTables ? 'tables' : 'charts'}>
      <Inline gap="medium" alignItems="flex-end" flexWrap="wrap" className={styles.screenOnly}>
        {hasSeveralStores && onScopeChange && (
          <RadioGroup label="Stores" orientation="horizontal" value={scope} onChange={(value) => onScopeChange(value as SpendScope)}>
            <Radio value="store">This store</Radio>
            <Radio value="all">All my stores</Radio>
          </RadioGroup>
        )}
        <ToggleButton className={styles.toggle} isSelected={showTables} onChange={setShowTables} isDisabled={state !== 'ready'}>
          <span className={styles.toggleMark} aria-hidden="true" />
          Show as tables
        </ToggleButton>
        {onDownload && (
          <Button variant="secondary" onPress={onDownload} isPending={isDownloading} isDisabled={state === 'loading' || state === 'error'}>
            Download for my accountant
          </Button>
        )}
      </Inline>
      {downloadError && <InlineMessage tone="critical">{downloadError}</InlineMessage>}
      {state === 'loading' && (
        <Stack gap="medium" aria-busy="true">
          <span role="status" className={visuallyHidden}>Loading your spending…</span>
          <Skeleton height={32} width="40%" />
          <Skeleton height={240} />
          <Skeleton height={120} />
        </Stack>
      )}
      {state === 'error' && (
        <InlineMessage tone="critical">
          <Stack gap="small">
            <span>{errorMessage}</span>
            {onRetry && <Box><Button variant="secondary" size="small" onPress={onRetry}>Try again</Button></Box>}
          </Stack>
        </InlineMessage>
      )}
      {state === 'empty' && (
        <InlineMessage tone="neutral" title="Nothing invoiced yet">
          No invoiced orders in the last 12 months{stores && stores.length > 1 ? ' in these stores' : ''}. Your spending shows here once an order is invoiced.
        </InlineMessage>
      )}
      {state === 'ready' && stores && (
        <div className={styles.stores}>
          {stores.map((store) => (
            <StoreFigures key={store.AccountNumber} store={store} showName={stores.length > 1} showTables={showTables} charts={charts} />
          ))}
        </div>
      )}
    </Stack>
  );
}

type Charts = typeof import('./SpendChartsLayer');

/** One store's sections. */
function StoreFigures({ store, showName, showTables, charts }: { store: StoreInsights; showName: boolean; showTables: boolean; charts: Charts | undefined }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const categories = categoriesOf(store.Months);
  const level = showName ? '3' : '2';
  const headingSize = 'large';
  return (
    <Stack gap="medium" data-store={store.AccountNumber}>
      {showName && <Heading level="2" size="xlarge">{store.AccountName} <Text size="small" tone="secondary" weight="regular">({store.AccountNumber})</Text></Heading>}
      <Text tone="secondary" size="small">
        {`Invoiced orders, ${monthLabel(store.Months[0]?.Month ?? '')} to ${monthLabel(store.Months.at(-1)?.Month ?? '')}: ${formatEur(store.Totals.SubTotal)} net, ${formatEur(store.Totals.VatTotal)} VAT, ${formatEur(store.Totals.OrderTotal)} gross.`}
        {store.Pending.Orders > 0 && ` ${store.Pending.Orders} pending ${store.Pending.Orders === 1 ? 'order' : 'orders'} (${formatEur(store.Pending.SubTotal)} net) not counted until invoiced.`}
      </Text>

      <Section title="Spend per month by category" level={level} size={headingSize} summary={monthlySummary(store)}
        legend={<Legend categories={categories} />}
        chart={charts && <charts.MonthlySpendChart months={store.Months} categories={categories} summary={monthlySummary(store)} id={`${id}-m`} />}
        showTables={showTables}
        table={
          <DataTable nowrap caption="Net spend per month by category, EUR"
            head={['Month', ...categories.map(categoryLabel), 'Net', 'VAT', 'Gross', 'Orders']}
            rows={store.Months.map((m) => [monthLabel(m.Month), ...categories.map((c) => formatEur(m.Categories.find((x) => x.Category === c)?.SubTotal ?? 0)), formatEur(m.SubTotal), formatEur(m.VatTotal), formatEur(m.OrderTotal), String(m.Orders)])} />
        } />

      <Section title="This month against last year" level={level} size={headingSize} summary={monthOnYearSummary(store.ThisMonth)}
        chart={charts && <charts.MonthOnYearChart month={store.ThisMonth} summary={monthOnYearSummary(store.ThisMonth)} id={`${id}-y`} />}
        showTables={showTables}
        table={
          <DataTable caption={`Like for like: both months to the ${ordinal(store.ThisMonth.ThroughDay)}, EUR`}
            head={['Month', 'Net', 'Gross', 'Outers', 'Orders']}
            rows={[
              [monthLabel(store.ThisMonth.Month), formatEur(store.ThisMonth.ThisYear.SubTotal), formatEur(store.ThisMonth.ThisYear.OrderTotal), String(store.ThisMonth.ThisYear.TotalItems), String(store.ThisMonth.ThisYear.Orders)],
              [monthLabel(store.ThisMonth.LastYearMonth), formatEur(store.ThisMonth.LastYear.SubTotal), formatEur(store.ThisMonth.LastYear.OrderTotal), String(store.ThisMonth.LastYear.TotalItems), String(store.ThisMonth.LastYear.Orders)],
              ['Change', changeOrNone(store.ThisMonth.Change.SubTotal), changeOrNone(store.ThisMonth.Change.OrderTotal), changeOrNone(store.ThisMonth.Change.TotalItems), ''],
              [`${monthLabel(store.ThisMonth.LastYearMonth)}, whole month`, formatEur(store.ThisMonth.LastYearWholeMonth.SubTotal), formatEur(store.ThisMonth.LastYearWholeMonth.OrderTotal), String(store.ThisMonth.LastYearWholeMonth.TotalItems), String(store.ThisMonth.LastYearWholeMonth.Orders)],
            ]} />
        } />

      <Section title="VAT per quarter" level={level} size={headingSize} summary={vatSummary(store)}
        chart={charts && <charts.QuarterVatChart quarters={store.Quarters} summary={vatSummary(store)} id={`${id}-q`} />}
        note={store.Quarters.some((q) => !q.Complete) ? '* To date: the quarter is not over.' : undefined}
        showTables={showTables}
        table={
          <DataTable nowrap caption="VAT at 23 % per calendar quarter, EUR"
            head={['Quarter', 'Net', 'VAT', 'Gross', 'Orders']}
            rows={store.Quarters.map((q) => [`${quarterLabel(q.Quarter)}${q.Complete ? '' : ' (to date)'}`, formatEur(q.SubTotal), formatEur(q.VatTotal), formatEur(q.OrderTotal), String(q.Orders)])} />
        } />

      <TopSection title="Top products by spend" level={level} by="spend" products={store.TopBySpend} store={store} showTables={showTables} charts={charts} />
      <TopSection title="Top products by outers" level={level} by="outers" products={store.TopByOuters} store={store} showTables={showTables} charts={charts} />
    </Stack>
  );
}

function TopSection({ title, level, by, products, store, showTables, charts }: { title: string; level: '2' | '3'; by: 'spend' | 'outers'; products: readonly InsightsProduct[]; store: StoreInsights; showTables: boolean; charts: Charts | undefined }) {
  const summary = topSummary(store, by);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <Section title={title} level={level} size="large" summary={summary}
      chart={products.length > 0 && charts ? <charts.TopProductsChart products={products} by={by} summary={summary} id={id} /> : undefined}
      hasChart={products.length > 0}
      showTables={showTables}
      table={
        <DataTable caption={`${title}, last 12 months`}
          head={['Product', 'Category', 'Net', 'Outers']}
          rows={products.map((p) => [p.Product, categoryLabel(p.Category), formatEur(p.SubTotal), String(p.TotalItems)])} />
      } />
  );
}

/**
 * A chart's section: its heading, the chart (or a placeholder while the charts' code arrives) with its
 * summary, or its table when tables are shown; in print, both.
 */
function Section({ title, level, size, summary, chart, legend, table, note, showTables, hasChart = true }: {
  title: string; level: '2' | '3'; size: 'large'; summary: string; chart: ReactNode; legend?: ReactNode; table: ReactNode; note?: string; showTables: boolean; hasChart?: boolean;
}) {
  return (
    <section className={styles.section}>
      <Stack gap="small">
        <Heading level={level} size={size}>{title}</Heading>
        {!showTables && hasChart && (
          <>
            {legend}
            {chart ?? <Skeleton height={120} />}
          </>
        )}
        <Text size="small" tone="secondary" as="p">{summary}</Text>
        {note && <Text size="xsmall" tone="secondary" as="p">{note}</Text>}
        <div className={showTables ? undefined : styles.printOnly}>{table}</div>
      </Stack>
    </section>
  );
}

/** The categories a store's months had spend in, in §9 order (the months list them all, zeros included). */
function categoriesOf(months: readonly InsightsMonth[]): string[] {
  const order = months[0]?.Categories.map((c) => c.Category) ?? [];
  return order.filter((code) => months.some((m) => (m.Categories.find((c) => c.Category === code)?.SubTotal ?? 0) > 0));
}

function Legend({ categories }: { categories: readonly string[] }) {
  return (
    <ul className={styles.legend} aria-label="Categories">
      {categories.map((code) => {
        const pattern = patternOf(code);
        return (
          <li key={code}>
            <span className={`${styles.swatch} ${styles.categoryFill[code as keyof typeof styles.categoryFill] ?? styles.categoryFill.Other} ${pattern ? styles.swatchPattern[pattern] : ''}`} aria-hidden="true" />
            {categoryLabel(code)}
          </li>
        );
      })}
    </ul>
  );
}

/** A chart's figures as a table; `nowrap` keeps short row names ('Sept 2026') on one line. */
function DataTable({ caption, head, rows, nowrap = false }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[]; nowrap?: boolean }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>{head.map((h, i) => <th key={h} scope="col" className={styles.th} data-align={i === 0 ? undefined : 'end'}>{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row" className={styles.td} data-nowrap={nowrap || undefined}>{cell}</th> : <td key={i} className={styles.td} data-align="end">{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const changeOrNone = (change: number | null): string => (change === null ? 'no base' : changeLabel(change));
