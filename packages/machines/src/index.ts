/**
 * XState machines of the portal's timed and branching flows. No React and no fetch: side effects are
 * actors the portal provides with `machine.provide({ actors })`; spec timings are named delays.
 */
export * from './popup';
export * from './checkout';
export * from './session';
export * from './survey';
export * from './helpbot';
export * from './tour';
export * from './outbox';
export * from './checkIn';
export * from './claim';
