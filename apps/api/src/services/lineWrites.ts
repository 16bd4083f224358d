/**
 * Group commit of cart line writes on the embedded database (ADR 0039). PGlite runs one statement at a
 * time on the thread that also serves HTTP, and a statement's fixed cost (parse, plan, the protocol's round
 * trips through WebAssembly, commit) is most of a one-line upsert: ~0.6 ms, against ~0.05 ms for each
 * further row of the same statement. So the line writes that arrive while one statement runs wait for it,
 * then go together as the next statement: one upsert for all of them (and one delete for the lines taken out).
 *
 * What stays true: each caller's promise settles only once its row is committed (an answer never speaks
 * of a write a crash could lose); a statement holds at most one write per (cart, SKU), in arrival order,
 * so the later of two writes to one line lands after the earlier; and a batch that fails is run again one
 * write at a time (each write sets a line to a value, so running one again is harmless), so one bad write
 * fails alone. The database is still written by this one process and
 * one statement at a time (the single writer of DATA_DIR's lock).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { schema } from '../db/open';

/** One line write: `quantity` in outers, 0 deletes the line. The cart must exist (the caller checked it is the account's). */
export interface LineWrite {
  cartId: number;
  sku: string;
  quantity: number;
}

interface Pending extends LineWrite {
  done: (lineId: number | null) => void;
  fail: (error: unknown) => void;
}

/** The queue of line writes and the one statement that runs them (see the file comment). */
export class LineWrites {
  private queue: Pending[] = [];
  private running = false;

  /** @param maxBatch writes per statement at most (a bound on the statement's size) */
  constructor(private readonly db: Db, private readonly maxBatch = 200) {}

  /**
   * Sets (or, for 0, deletes) one line, with the writes that arrive meanwhile.
   * @returns the line's id (cart_lines.id) once committed; null when deleted
   * @throws the database's error for this write (a foreign key or check violation…), as a lone statement would
   */
  write(write: LineWrite): Promise<number | null> {
    return new Promise((done, fail) => {
      this.queue.push({ ...write, done, fail });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        // PGlite runs a statement synchronously: nothing else is read from the sockets while it does. Wait
        // for the event loop's next pass, so that the requests that came in meanwhile join this batch.
        await new Promise((next) => setImmediate(next));
        const batch = this.take();
        try {
          const ids = await this.run(batch);
          for (const w of batch) w.done(w.quantity === 0 ? null : (ids.get(key(w)) ?? null));
        } catch (error) {
          if (batch.length === 1) batch[0]!.fail(error);
          // One write spoilt the statement: each again on its own, so only that one fails.
          else for (const w of batch) await this.run([w]).then((ids) => w.done(w.quantity === 0 ? null : (ids.get(key(w)) ?? null)), w.fail);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** The next batch: the oldest writes, at most one per line (a later write to the same line waits for the next batch). */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const lines = new Set<string>();
    for (const w of this.queue) {
      if (batch.length < this.maxBatch && !lines.has(key(w))) {
        lines.add(key(w));
        batch.push(w);
      } else rest.push(w);
    }
    this.queue = rest;
    return batch;
  }

  /**
   * The batch's upserts in one statement and its deletes (rarer: a line taken out) in another.
   * @returns line id by `key` for the lines kept
   */
  private async run(batch: readonly LineWrite[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const kept = batch.filter((w) => w.quantity > 0).map((w) => ({ cart_id: w.cartId, sku: w.sku, quantity: w.quantity }));
    const gone = batch.filter((w) => w.quantity === 0).map((w) => ({ cart_id: w.cartId, sku: w.sku }));
    // The rows travel as one JSON parameter, so the statement's text (and its parse) is the same for any batch.
    // Not one statement with a data-modifying CTE for the deletes: that doubled the cost of the upsert.
    if (kept.length > 0) {
      const result = await this.db.execute(sql`
        insert into ${schema.cartLines} (cart_id, sku, quantity)
        select cart_id, sku, quantity from json_to_recordset(${JSON.stringify(kept)}::json) as i(cart_id integer, sku text, quantity integer)
        on conflict (cart_id, sku) do update set quantity = excluded.quantity
        returning cart_id, sku, id`);
      for (const r of (result as unknown as { rows: { cart_id: number; sku: string; id: number }[] }).rows) ids.set(key({ cartId: r.cart_id, sku: r.sku }), r.id);
    }
    if (gone.length > 0) {
      await this.db.execute(sql`
        delete from ${schema.cartLines} l using json_to_recordset(${JSON.stringify(gone)}::json) as i(cart_id integer, sku text)
        where l.cart_id = i.cart_id and l.sku = i.sku`);
    }
    return ids;
  }
}

const key = (w: { cartId: number; sku: string }) => `${w.cartId}\u0000${w.sku}`;
