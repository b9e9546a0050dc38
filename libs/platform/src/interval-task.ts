import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/**
 * A job a service runs on a timer (a sweeper, a catch-up pull): every `intervalMs` from start
 * (0 or less: never on its own), one run at a time (a tick while one runs is skipped, `runNow`
 * answers the run in progress), a failed run logged and answered as `failedValue`, and shutdown
 * waiting for the run in progress. The timer does not keep the process alive.
 */
export abstract class IntervalTask<R> implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<R> | null = null;
  private stopping = false;

  protected constructor(
    protected readonly log: Logger,
    private readonly intervalMs: number,
    private readonly failedValue: R,
  ) {}

  /** One run of the job. */
  protected abstract run(): Promise<R>;

  /** False once the service is stopping: a long run checks it between its steps. */
  protected get active(): boolean {
    return !this.stopping;
  }

  onApplicationBootstrap(): void {
    if (this.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runNow(), this.intervalMs);
    this.timer.unref();
  }

  /** Runs the job now, or answers the run in progress. */
  runNow(): Promise<R> {
    this.running ??= this.run()
      .catch((e: unknown) => {
        this.log.warn(`run failed: ${e instanceof Error ? e.message : String(e)}`);
        return this.failedValue;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
