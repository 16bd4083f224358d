/**
 * The offline outbox's module (ADR 0031), loaded on first use: with the first cart read or change, beside
 * the request, so no page carries it in its first download.
 */
import { lazyPart } from '@trade-portal/ui/lazyPart';

const outbox = lazyPart(() =>
  import('./outbox').then(async (module) => {
    await module.ready;
    return module;
  }),
);

/** Resolves the outbox module once its queue has been read from IndexedDB (a failed load is tried again at the next call). */
export function loadOutbox(): Promise<typeof import('./outbox')> {
  return outbox.load();
}
