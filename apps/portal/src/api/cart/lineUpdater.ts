/**
 * Debounced, serialised cart-line updates (§5, §8): a burst of taps on one product's stepper becomes one
 * request with the last quantity, and requests run one at a time, so the first one can create the cart
 * and the next ones use its id.
 */

/** What the updater needs: how to send one line's final quantity. */
export interface LineUpdaterOptions {
  /** Quiet time after the last change of a line before it is sent, ms. @default 300 */
  delayMs?: number;
  /** Sends a line's quantity (outers); resolve on success, reject on failure. Called one at a time. */
  send: (sku: string, quantity: number) => Promise<void>;
}

/** Handle returned by `createLineUpdater`. */
export interface LineUpdater {
  /** Records a line's wanted quantity and (re)starts its quiet timer. */
  schedule(sku: string, quantity: number): void;
  /** The quantity waiting or in flight for a SKU, if any (the optimistic value to keep showing). */
  pending(sku: string): number | undefined;
  /** SKUs whose change is not yet confirmed. */
  pendingSkus(): string[];
  /** Sends every waiting line now; resolves when all sends settled. */
  flush(): Promise<void>;
  /** Drops waiting lines and stops the timers (on unmount or store switch). */
  cancel(): void;
}

/** Default quiet time of a line before sending, ms. */
export const LINE_DEBOUNCE_MS = 300;

/**
 * Creates a line updater. Failures are the `send` callback's to report (a change the server does not hear
 * goes to the offline outbox, ADR 0031); the queue carries on.
 * @returns the updater; nothing is sent until a line has been quiet for `delayMs`
 */
export function createLineUpdater({ delayMs = LINE_DEBOUNCE_MS, send }: LineUpdaterOptions): LineUpdater {
  const waiting = new Map<string, { quantity: number; timer: ReturnType<typeof setTimeout> }>();
  const inFlight = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();

  const dispatch = (sku: string) => {
    const entry = waiting.get(sku);
    if (!entry) return chain;
    clearTimeout(entry.timer);
    waiting.delete(sku);
    inFlight.set(sku, entry.quantity);
    chain = chain.then(() =>
      send(sku, entry.quantity)
        .catch(() => {})
        .finally(() => {
          if (inFlight.get(sku) === entry.quantity) inFlight.delete(sku);
        }),
    );
    return chain;
  };

  return {
    schedule(sku, quantity) {
      const previous = waiting.get(sku);
      if (previous) clearTimeout(previous.timer);
      waiting.set(sku, { quantity, timer: setTimeout(() => void dispatch(sku), delayMs) });
    },
    pending(sku) {
      return waiting.get(sku)?.quantity ?? inFlight.get(sku);
    },
    pendingSkus() {
      return [...new Set([...waiting.keys(), ...inFlight.keys()])];
    },
    async flush() {
      for (const sku of [...waiting.keys()]) void dispatch(sku);
      await chain;
    },
    cancel() {
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      waiting.clear();
    },
  };
}
