import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalTask, SERVICE_CONFIG } from '@mise/platform';
import type { FinanceConfig } from '../config';
import { ExtractionResults } from './extraction-results';

/**
 * The finance API's stale-job sweeper (issue 22, flows.md §4.6): every EXTRACTION_SWEEP_SECONDS,
 * jobs whose worker went silent take the FAILED path (the expense FLAGGED, the hold settled at 0).
 */
@Injectable()
export class ExtractionSweeper extends IntervalTask<number> {
  constructor(
    private readonly results: ExtractionResults,
    @Inject(SERVICE_CONFIG) config: FinanceConfig,
  ) {
    super(new Logger('extraction-sweeper'), config.extraction.sweepSeconds * 1000, 0);
  }

  /** One pass (one at a time); answers how many jobs failed. */
  sweep(): Promise<number> {
    return this.runNow();
  }

  protected run(): Promise<number> {
    return this.results.sweep();
  }
}
