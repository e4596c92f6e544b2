/**
 * Runs `run` every `intervalMs`, one run at a time, until stopped. `stop()` waits for the run in
 * progress, which can read `closing` to finish early; call it before the database closes.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
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
    this.schedule();
  }

  async stop() {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.run()
        .catch(this.onError)
        .finally(() => this.schedule());
    }, this.intervalMs);
  }
}
