export { OrderSummary, OrderSummarySkeleton, type OrderSummaryProps, type OrderSummaryData, type OrderSummaryLine } from './OrderSummary';
