import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import type { InsightsMonth, InsightsMonthOnYear, InsightsProduct, InsightsQuarter } from '@trade-portal/api-client';
import { formatEur, outers } from '@trade-portal/domain';
import { categoryLabel, monthAxisLabel, monthLabel, patternOf, quarterLabel } from './spendWords';
import * as styles from './SpendInsights.css';

// The charts of the Insights view, drawn with visx (SVG, so text stays text, prints sharp and takes the
// theme's colours through CSS). Loaded as a lazy part (ADR 0033): only the Insights view downloads it.
// Each chart is an image with its summary as its name; the figures are in the table beside it, so the
// bars need no keyboard stops of their own. Each segment has a <title> for a pointer's hover.

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 };

/** The width the chart's box has, followed as it resizes (a phone turned, a side panel opened). */
function useWidth(fallback = 560): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width];
}

/** Short euro amounts for an axis: '€0', '€950', '€1.2k', '€15k'. */
const axisEur = (value: number): string => (value >= 1000 ? `€${(value / 1000).toFixed(value >= 10000 ? 0 : 1)}k` : `€${Math.round(value)}`);

/** The SVG patterns that tell categories apart by more than colour: lines, dots, cross-hatch. */
function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={`${id}-lines`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="6" className={styles.patternStroke} strokeWidth="2" />
      </pattern>
      <pattern id={`${id}-dots`} width="6" height="6" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="1.4" className={styles.patternFill} />
      </pattern>
      <pattern id={`${id}-cross`} width="7" height="7" patternUnits="userSpaceOnUse">
        <path d="M0 3.5h7M3.5 0v7" className={styles.patternStroke} strokeWidth="1.5" />
      </pattern>
    </defs>
  );
}

/** The grid lines and euro labels of a value axis. */
function ValueAxis({ scale, width }: { scale: ReturnType<typeof scaleLinear<number>>; width: number }) {
  return (
    <g aria-hidden="true">
      {scale.ticks(4).map((tick) => (
        <g key={tick} transform={`translate(0, ${scale(tick)})`}>
          <line x1={0} x2={width} className={styles.gridLine} />
          <text x={-6} dy="0.32em" textAnchor="end" className={styles.axisText}>{axisEur(tick)}</text>
        </g>
      ))}
    </g>
  );
}

/** A chart's frame: a box whose width the chart follows, and the SVG as one image named by its summary. */
function Frame({ summary, height, children }: { summary: string; height: number; children: (width: number) => ReactNode }) {
  const [ref, width] = useWidth();
  return (
    <div ref={ref} className={styles.chartBox}>
      <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={styles.chart}>
        {children(width)}
      </svg>
    </div>
  );
}

/**
 * The plot area of a bar chart inside `MARGIN`, with its scales: a band per category of `domain`
 * across, and EUR up from 0 to `max` (rounded up to a nice tick).
 * @param width the chart's width, px
 * @param bottomRoom px kept under the plot for labels taller than one line
 */
function bandPlot(width: number, domain: string[], max: number, padding: number, bottomRoom = 0) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom - bottomRoom;
  const x = scaleBand<string>({ domain, range: [0, innerWidth], padding });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  return { innerWidth, innerHeight, x, y };
}

/** Props of `MonthlySpendChart`. */
export interface MonthlySpendChartProps {
  /** The 12 months, oldest first; net EUR by category. */
  months: readonly InsightsMonth[];
  /** The categories that had spend, in §9 order: the stacks and the legend. */
  categories: readonly string[];
  /** Text summary, the image's accessible name. */
  summary: string;
  /** Unique per chart on the page, for the patterns' ids. */
  id: string;
}

/** Spend per month by category: stacked bars, one per month, categories by colour and pattern. */
export function MonthlySpendChart({ months, categories, summary, id }: MonthlySpendChartProps) {
  const rows = months.map((m) => ({ month: m.Month, ...Object.fromEntries(m.Categories.map((c) => [c.Category, c.SubTotal])) })) as ({ month: string } & Record<string, number>)[];
  const max = Math.max(1, ...months.map((m) => m.SubTotal));
  return (
    <Frame summary={summary} height={HEIGHT}>
      {(width) => {
        const { innerWidth, innerHeight, x, y } = bandPlot(width, months.map((m) => m.Month), max, 0.25);
        return (
          <>
            <Patterns id={id} />
            <Group left={MARGIN.left} top={MARGIN.top}>
              <ValueAxis scale={y} width={innerWidth} />
              <BarStack<{ month: string } & Record<string, number>, string> data={rows} keys={[...categories]} x={(d) => d.month} xScale={x} yScale={y} color={() => ''}>
                {(stacks) =>
                  stacks.map((stack) =>
                    stack.bars.map((bar) =>
                      bar.height > 0 ? (
                        <g key={`${stack.key}-${bar.index}`}>
                          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={styles.categoryFill[categoryKey(stack.key)]}>
                            <title>{`${monthLabel(rows[bar.index]!.month)}, ${categoryLabel(stack.key)}: ${formatEur(rows[bar.index]![stack.key] ?? 0)}`}</title>
                          </rect>
                          {patternOf(stack.key) && <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={`url(#${id}-${patternOf(stack.key)})`} pointerEvents="none" />}
                        </g>
                      ) : null,
                    ),
                  )
                }
              </BarStack>
              <g aria-hidden="true">
                {months.map((m, i) => (
                  <text key={m.Month} x={(x(m.Month) ?? 0) + x.bandwidth() / 2} y={innerHeight + 18} textAnchor="middle" className={styles.axisText}>
                    {/* Every month when there is room; every other one on a phone, the current one always. */}
                    {x.bandwidth() >= 22 || i % 2 === (months.length - 1) % 2 ? monthAxisLabel(m.Month) : ''}
                  </text>
                ))}
              </g>
            </Group>
          </>
        );
      }}
    </Frame>
  );
}

/** Props of `QuarterVatChart`. */
export interface QuarterVatChartProps {
  /** Whole calendar quarters, oldest first; the last one may run to today (`Complete` false). */
  quarters: readonly InsightsQuarter[];
  summary: string;
  id: string;
}

/** VAT per quarter: one bar each, the current quarter (to date) hatched. */
export function QuarterVatChart({ quarters, summary, id }: QuarterVatChartProps) {
  const max = Math.max(1, ...quarters.map((q) => q.VatTotal));
  return (
    <Frame summary={summary} height={HEIGHT}>
      {(width) => {
        // Room for the two-line quarter labels.
        const { innerWidth, innerHeight, x, y } = bandPlot(width, quarters.map((q) => q.Quarter), max, 0.35, 14);
        return (
          <>
            <Patterns id={id} />
            <Group left={MARGIN.left} top={MARGIN.top}>
              <ValueAxis scale={y} width={innerWidth} />
              {quarters.map((q) => {
                const barX = x(q.Quarter) ?? 0;
                const barY = y(q.VatTotal);
                return (
                  <g key={q.Quarter}>
                    <Bar x={barX} y={barY} width={x.bandwidth()} height={innerHeight - barY} className={styles.vatFill}>
                      <title>{`${quarterLabel(q.Quarter)}${q.Complete ? '' : ' (to date)'}: VAT ${formatEur(q.VatTotal)}`}</title>
                    </Bar>
                    {!q.Complete && <rect x={barX} y={barY} width={x.bandwidth()} height={innerHeight - barY} fill={`url(#${id}-lines)`} pointerEvents="none" />}
                    {/* Quarter over year, so five quarters fit a phone's width. */}
                    <text x={barX + x.bandwidth() / 2} y={innerHeight + 14} textAnchor="middle" className={styles.axisText} aria-hidden="true">
                      <tspan>{`${q.Quarter.slice(5)}${q.Complete ? '' : '*'}`}</tspan>
                      <tspan x={barX + x.bandwidth() / 2} dy="1.2em">{q.Quarter.slice(0, 4)}</tspan>
                    </text>
                  </g>
                );
              })}
            </Group>
          </>
        );
      }}
    </Frame>
  );
}

/** Props of `TopProductsChart`. */
export interface TopProductsChartProps {
  products: readonly InsightsProduct[];
  /** Which figure the bars show: net spend (EUR) or outers. */
  by: 'spend' | 'outers';
  summary: string;
  id: string;
}

const ROW = 34;

/**
 * A chart of horizontal bars, one row of ROW px each: `children` draws the rows with `x`, the scale from 0 to
 * `max` (EUR or outers) onto the width left after 96 px for the figure at a bar's end.
 */
function RowsPlot({ summary, id, height, max, children }: { summary: string; id: string; height: number; max: number; children: (x: ReturnType<typeof scaleLinear<number>>) => ReactNode }) {
  return (
    <Frame summary={summary} height={height}>
      {(width) => (
        <>
          <Patterns id={id} />
          {children(scaleLinear<number>({ domain: [0, max], range: [0, Math.max(0, width - 96)] }))}
        </>
      )}
    </Frame>
  );
}

/** A top list as horizontal bars, each with the product's name above it and its figure at its end. */
export function TopProductsChart({ products, by, summary, id }: TopProductsChartProps) {
  const value = (p: InsightsProduct) => (by === 'spend' ? p.SubTotal : p.TotalItems);
  const max = Math.max(1, ...products.map(value));
  return (
    <RowsPlot summary={summary} id={id} height={Math.max(ROW, products.length * ROW) + 4} max={max}>
      {(x) =>
        products.map((p, i) => {
          const barWidth = Math.max(2, x(value(p)));
          const pattern = patternOf(p.Category);
          return (
            <g key={p.SKU} transform={`translate(0, ${i * ROW})`}>
              <text x={0} y={12} className={styles.axisText}>{p.Product.length > 48 ? `${p.Product.slice(0, 47)}…` : p.Product}</text>
              <Bar x={0} y={16} width={barWidth} height={12} className={styles.categoryFill[categoryKey(p.Category)]}>
                <title>{`${p.Product}, ${categoryLabel(p.Category)}: ${by === 'spend' ? formatEur(p.SubTotal) : outers(p.TotalItems)}`}</title>
              </Bar>
              {pattern && <rect x={0} y={16} width={barWidth} height={12} fill={`url(#${id}-${pattern})`} pointerEvents="none" />}
              <text x={barWidth + 6} y={26} className={styles.axisText}>{by === 'spend' ? formatEur(p.SubTotal) : `${p.TotalItems}`}</text>
            </g>
          );
        })
      }
    </RowsPlot>
  );
}

/** Props of `MonthOnYearChart`. */
export interface MonthOnYearChartProps {
  month: InsightsMonthOnYear;
  summary: string;
  id: string;
}

/** This month to date against last year's to the same day: two bars, last year's whole month as a dashed outline. */
export function MonthOnYearChart({ month, summary, id }: MonthOnYearChartProps) {
  const rows = [
    { key: 'last', label: `${monthLabel(month.LastYearMonth)}`, value: month.LastYear.SubTotal, whole: month.LastYearWholeMonth.SubTotal },
    { key: 'this', label: `${monthLabel(month.Month)}`, value: month.ThisYear.SubTotal, whole: null },
  ];
  const max = Math.max(1, ...rows.map((r) => Math.max(r.value, r.whole ?? 0)));
  return (
    <RowsPlot summary={summary} id={id} height={2 * ROW + 8} max={max}>
      {(x) =>
        rows.map((r, i) => (
          <g key={r.key} transform={`translate(0, ${i * ROW})`}>
            <text x={0} y={12} className={styles.axisText}>{r.label}</text>
            {r.whole !== null && r.whole > r.value && <rect x={0} y={16} width={x(r.whole)} height={12} className={styles.wholeMonth} />}
            {/* Nothing invoiced draws no bar at all, only its €0.00. */}
            <Bar x={0} y={16} width={r.value > 0 ? Math.max(2, x(r.value)) : 0} height={12} className={r.key === 'this' ? styles.vatFill : styles.categoryFill.PIP} />
            {r.key === 'last' && r.value > 0 && <rect x={0} y={16} width={Math.max(2, x(r.value))} height={12} fill={`url(#${id}-lines)`} />}
            <text x={x(Math.max(r.value, r.whole ?? 0)) + 6} y={26} className={styles.axisText}>{formatEur(r.value)}</text>
          </g>
        ))
      }
    </RowsPlot>
  );
}

/** The class key of a category code ('Other' and unknown codes alike). */
function categoryKey(code: string): keyof typeof styles.categoryFill {
  return code in styles.categoryFill ? (code as keyof typeof styles.categoryFill) : 'Other';
}
