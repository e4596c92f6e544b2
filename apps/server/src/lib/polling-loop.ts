/**
 * Runs `run` every `intervalMs`, one run at a time, until stopped; `nudge()` asks for a run now.
 * `stop()` waits for the run in progress, which can read `closing` to finish early; call it
 * before the database closes.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  /** A nudge came during a run: run again as soon as it ends. */
  private again = false;
  /** Set by stop(): the run in progress should finish what it holds and take nothing new. */
  closing = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start() {
    this.stopped = false;
    this.closing = false;
    this.schedule(this.intervalMs);
  }

  /** Runs now instead of at the next interval, or right after the run in progress. */
  nudge() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.run()
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
          const next = this.again ? 0 : this.intervalMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
  }
}
