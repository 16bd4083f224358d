/**
 * The offline outbox's module (ADR 0031), loaded on first use: with the first cart read or change, beside
 * the request, so no page carries it in its first download.
 */
let loading: Promise<typeof import('./outbox')> | null = null;

/** Resolves the outbox module once its queue has been read from IndexedDB. */
export function loadOutbox(): Promise<typeof import('./outbox')> {
  loading ??= import('./outbox').then(async (module) => {
    await module.ready;
    return module;
  });
  return loading;
}
