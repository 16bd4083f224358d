export { SpendInsights, spendScopes, type SpendInsightsProps, type SpendScope } from './SpendInsights';
