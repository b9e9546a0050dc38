import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SERVICE_CONFIG } from '@mise/platform';
import type { FinanceConfig } from '../config';
import { ExtractionResults } from './extraction-results';

/**
 * The finance API's stale-job sweeper (issue 22, flows.md §4.6): every EXTRACTION_SWEEP_SECONDS,
 * jobs whose worker went silent take the FAILED path (the expense FLAGGED, the hold settled at 0).
 */
@Injectable()
export class ExtractionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('extraction-sweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly results: ExtractionResults,
    @Inject(SERVICE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.extraction.sweepSeconds;
    if (every <= 0) return;
    this.timer = setInterval(() => void this.sweep().catch(() => 0), every * 1000);
    this.timer.unref();
  }

  /** One pass (one at a time); answers how many jobs failed. */
  sweep(): Promise<number> {
    this.running ??= this.results
      .sweep()
      .catch((e: Error) => {
        this.log.warn(`sweep failed: ${e.message}`);
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
