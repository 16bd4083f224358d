/**
 * Work done after a request has been answered (ADR 0032): the account flows answer at once, the
 * same for a known and an unknown address, and make their links and send their mail afterwards, so neither
 * the mail server's speed nor the work a real account needs shows in the answer's time.
 */

/**
 * A queue of tasks that start after the current request's answer has been written (`setImmediate` runs
 * after the reply's I/O callbacks of this turn) and run one at a time, in order: a burst of requests never
 * opens a burst of mail connections, and a per-address count read by one task is not raced by the next.
 * Nothing is kept across restarts: a task still waiting when the process stops is lost, as a mail the
 * mail server refused would be (the user asks again).
 */
export class AfterAnswer {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** @param logError where a task's failure goes; a failure never reaches the request, already answered */
  constructor(private readonly logError: (error: unknown) => void) {}

  /** Queues `task` to run once the answer is out and the tasks before it are done. */
  run(task: () => Promise<void>): void {
    this.waiting++;
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .catch((error: unknown) => this.logError(error))
      .finally(() => {
        this.waiting--;
      });
  }

  /** Tasks queued and not finished yet. */
  get pending(): number {
    return this.waiting;
  }

  /** Resolves once every task queued so far, and any they queue, has finished (tests; a clean stop). */
  async idle(): Promise<void> {
    while (this.waiting > 0) await this.tail;
  }
}
