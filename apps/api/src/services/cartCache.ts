/**
 * An in-process copy of the back-end carts (§3), for a server that is its database's only user: the
 * embedded database, which DATA_DIR's lock keeps to one process. It runs one query at a time, so a cart
 * read from memory leaves it free for the writes. Never used on PostgreSQL, where several API processes
 * may share the carts (ARCHITECTURE "Scaling out").
 *
 * Why it is never stale: every change to an account's cart runs inside `exclusive(accountId, …)`, one at a
 * time per account; a change either updates the copy from what it wrote (`setLine`) or forgets it, and a
 * missing copy is loaded inside `exclusive` too, so no load can overlap a change and store an older cart.
 */

/** One line as stored: quantity in outers; priced from the current catalogue when sent. */
export interface StoredCartLine {
  /** BackEndCartDetailsId (cart_lines.id); lines are listed in this order. */
  id: number;
  sku: string;
  quantity: number;
}

/** An account's cart as stored, before pricing; `id` null when the account has none yet. */
export interface StoredCart {
  id: number | null;
  pendingOrderNumber: string | null;
  lines: readonly StoredCartLine[];
}

/** The carts of the accounts in use, and a queue per account for the changes to them. */
export class CartCache {
  private readonly carts = new Map<string, StoredCart>();
  private readonly queues = new Map<string, Promise<unknown>>();

  /** @param maxEntries accounts kept before the copy starts afresh (a bound on memory, not an eviction policy) */
  constructor(private readonly maxEntries = 10_000) {}

  /**
   * Runs `work` after every earlier `exclusive` call for this account has settled (whatever their outcome)
   * and before any later one.
   * @returns what `work` returns; rejects as it does
   */
  exclusive<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(accountId) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(accountId, tail);
    // Drop the queue once it is idle, so that it does not grow with every account ever seen.
    void tail.then(() => {
      if (this.queues.get(accountId) === tail) this.queues.delete(accountId);
    });
    return result;
  }

  /**
   * The account's cart: from memory, or from `load` (run inside `exclusive`, kept when it succeeds).
   * @param load reads the cart from the database
   */
  async read(accountId: string, load: () => Promise<StoredCart>): Promise<StoredCart> {
    const hit = this.carts.get(accountId);
    if (hit) return hit;
    return this.exclusive(accountId, async () => {
      const again = this.carts.get(accountId);
      if (again) return again;
      const loaded = await load();
      this.keep(accountId, loaded);
      return loaded;
    });
  }

  /** The copy of an account's cart, if one is held. Call inside `exclusive` when the answer decides a write. */
  peek(accountId: string): StoredCart | undefined {
    return this.carts.get(accountId);
  }

  /** Replaces the copy of an account's cart with what was just written to the database (inside `exclusive`). */
  keep(accountId: string, cart: StoredCart): void {
    if (!this.carts.has(accountId) && this.carts.size >= this.maxEntries) this.carts.clear();
    this.carts.set(accountId, cart);
  }

  /** Drops the copy of an account's cart; the next read loads it (inside `exclusive`, after a change). */
  forget(accountId: string): void {
    this.carts.delete(accountId);
  }
}
