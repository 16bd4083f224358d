/**
 * The portal's one way to the server (ADR 0004): one module per resource, each exporting its query
 * options (`cartQuery`), its query hooks (`useCart`) and its mutation hooks (`useClearCart`);
 * `invalidation.ts` says what each change makes stale. Pages, features and the shell import from here;
 * `portalClient` and `$api` stay inside this folder.
 */
export { API_BASE_URL, expireSession, forgetServerState, queryClient } from './client';
export { useAccountNumber } from './scope';
export { ServerStateProvider } from './provider';
export { staleAfter, type ServerChange } from './invalidation';
export * from './account';
export { startSessionCalls } from './sessionStart';
export * from './products';
export * from './cart';
export * from './orders';
export * from './orderHistory';
export * from './suggestions';
export * from './recommendations';
export * from './cms';
export * from './stockCard';
export * from './survey';
export * from './helpbot';
export * from './homeContent';
export * from './media';
export * from './help';
export * from './notices';
export * from './shelfTargets';
