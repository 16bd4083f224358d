/**
 * The Insights view of My Orders (beyond the spec, ADR 0044): a store's invoiced spending as
 * charts with their tables and summaries. Props in, callbacks out; the figures come from the server.
 */
export * from './SpendInsights';
