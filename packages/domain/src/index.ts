/**
 * The product's rules, free of React and I/O: money and VAT, dates, order statuses and history presets,
 * products (sorts, tags, brands), quantity steps, tiers, validation messages, registration codes, Track and
 * Trace codes and the spec's constants, the popup sections of §2.10, the store's usual order and its spending
 * at a glance.
 */
export * from './money';
export * from './dates';
export * from './orders';
export * from './products';
export * from './quantity';
export * from './tiers';
export * from './publicLinks';
export * from './surveySections';
export * from './validation';
export * from './registrationCode';
export * from './trackAndTrace';
export * from './constants';
export * from './popup';
export * from './carousel';
export * from './barcode';
export * from './csv';
export * from './shelfCount';
export * from './confirmedLines';
export * from './usualOrder';
export * from './spendInsights';
export * from './usualOrderWords';
export * from './delivery';
export * from './deliveryClaim';
