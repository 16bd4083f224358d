/**
 * An in-process copy of the back-end carts (§3), for a server that is its database's only user: the
 * embedded database, which DATA_DIR's lock keeps to one process. It runs one query at a time, so a cart
 * read from memory leaves it free for the writes. Never used on PostgreSQL, where several API processes
 * may share the carts (ARCHITECTURE "Scaling out").
 *
 * Why it is never stale: every change to an account's cart runs inside `exclusive(accountId, …)`, one at a
 * time per account, or, for a write of one line to a cart the copy holds, inside `lineWrite(accountId, sku,
 * …)`, beside the account's other line writes but never beside an exclusive change. A change either updates
 * the copy from what it wrote (`setLine`: a line write changes only its own line of the copy as it is when
 * the write has committed) or forgets it, and a missing copy is loaded inside `exclusive` too, so no load
 * can overlap a change and store an older cart.
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

/**
 * Line writes of one account that run side by side: they start once the exclusive change before them has
 * settled; writes to one SKU run in order; an exclusive change that comes meanwhile closes the group and
 * waits until all of its writes have settled.
 */
interface LineWriteGroup {
  start: Promise<unknown>;
  /** Writes joined and not settled yet. */
  pending: number;
  /** The last write of each SKU, settled or not (a write to the same SKU waits for it). */
  bySku: Map<string, Promise<unknown>>;
  /** Set by the exclusive change that closed the group: called once its last write has settled. */
  closed?: () => void;
}

/** The carts of the accounts in use, and a queue per account for the changes to them. */
export class CartCache {
  private readonly carts = new Map<string, StoredCart>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly groups = new Map<string, LineWriteGroup>();

  /** @param maxEntries accounts kept before the copy starts afresh (a bound on memory, not an eviction policy) */
  constructor(private readonly maxEntries = 10_000) {}

  /**
   * Runs `work` after every earlier `exclusive` call for this account has settled (whatever their outcome)
   * and before any later one.
   * @returns what `work` returns; rejects as it does
   */
  exclusive<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const group = this.groups.get(accountId);
    let before = this.queues.get(accountId) ?? Promise.resolve();
    if (group) {
      // The line writes under way go first; none joins them from now on.
      this.groups.delete(accountId);
      before = new Promise<void>((done) => (group.closed = done));
    }
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
   * Runs a write of one line of the account's cart: beside the account's other line writes (one at a time
   * per SKU, in order), after every earlier `exclusive` call has settled and before any later one. So the
   * line writes that arrive together can share one statement (`LineWrites`), while a change of the whole
   * cart (Clear, checkout, a delete) never overlaps one.
   * @returns what `work` returns; rejects as it does
   */
  lineWrite<T>(accountId: string, sku: string, work: () => Promise<T>): Promise<T> {
    let group = this.groups.get(accountId);
    if (!group) {
      group = { start: this.queues.get(accountId) ?? Promise.resolve(), pending: 0, bySku: new Map() };
      this.groups.set(accountId, group);
    }
    const joined = group;
    const result = (joined.bySku.get(sku) ?? joined.start).then(work, work);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    joined.pending += 1;
    joined.bySku.set(sku, settled);
    void settled.then(() => {
      joined.pending -= 1;
      if (joined.bySku.get(sku) === settled) joined.bySku.delete(sku);
      if (joined.pending > 0) return;
      // The group's last write: an exclusive change waiting for it goes on; an open group ends, and the
      // next line write starts a new one from the queue (settled by now).
      if (joined.closed) joined.closed();
      else if (this.groups.get(accountId) === joined) this.groups.delete(accountId);
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
