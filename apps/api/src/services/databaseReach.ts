/**
 * Whether the database answers, told to the operator in one line when it stops and one when it answers
 * again, whatever LOG_LEVEL says: the request log is off by default, and a readiness check that turns 503
 * tells a balancer, not a person, and not why. Losing it is seen when a request fails for want of the
 * database (plugins/errors.ts `isDatabaseUnavailable`) or the readiness check's query fails or goes
 * unanswered; its return by the next readiness query that succeeds, or by this watch's own `select 1`,
 * asked every `probeEveryMs` while the database is away, so the return is told even with no traffic.
 */
export class DatabaseReach {
  #lostAt: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  #probing = false;
  #stopped = false;
  readonly #probe: () => Promise<unknown>;
  readonly #log: (line: string) => void;
  readonly #probeEveryMs: number;

  /**
   * @param probe a query that resolves when the database answers (`select 1`, with a time limit)
   * @param log where the two lines go (main.ts: standard error)
   * @param probeEveryMs how often `probe` is asked while the database is away
   */
  constructor(probe: () => Promise<unknown>, log: (line: string) => void, probeEveryMs = 1000) {
    this.#probe = probe;
    this.#log = log;
    this.#probeEveryMs = probeEveryMs;
  }

  /** Whether the database is away now (since the last loss, with no answer after it). */
  get isLost(): boolean {
    return this.#lostAt !== undefined;
  }

  /**
   * A query failed for want of the database: the first of a run of them is logged, by its cause (the socket's
   * or the driver's words, never drizzle's wrapping, which quotes the query and its parameters), then the
   * probe starts.
   */
  lost(error: Error): void {
    if (this.#lostAt !== undefined || this.#stopped) return;
    this.#lostAt = performance.now();
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    const why = (cause instanceof Error ? cause.message : String(cause)).replace(/\s+/g, ' ').trim();
    this.#log(`Database unavailable: ${why}. Requests that need it are answered 503 until it answers again.`);
    this.#schedule();
  }

  /** A query succeeded: if the database was away, its return is logged and the probe stops. */
  answered(): void {
    if (this.#lostAt === undefined) return;
    const seconds = (performance.now() - this.#lostAt) / 1000;
    this.#lostAt = undefined;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#log(`Database available again, after ${seconds.toFixed(1)} s.`);
  }

  /** Stops the probe for good (the server closes). */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(): void {
    if (this.#stopped || this.#timer || this.#probing) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#probing = true;
      this.#probe().then(
        () => {
          this.#probing = false;
          this.answered();
        },
        () => {
          this.#probing = false;
          if (this.#lostAt !== undefined) this.#schedule();
        },
      );
    }, this.#probeEveryMs);
    // A stop must never wait for the next probe.
    this.#timer.unref();
  }
}
