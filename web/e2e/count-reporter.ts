import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Adds this run's counts to the `npm test` summary (MISE_TEST_COUNTS), like the Jest reporter. */
export default class CountReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0, failures: [] as string[] };

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.counts.skipped++;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
      if (result.status === 'passed') this.counts.passed++;
    } else if (result.retry === test.retries) {
      this.counts.failed++;
      this.counts.failures.push(`${test.location.file}:${test.location.line} › ${test.title}`);
    }
  }

  onEnd(): void {
    const file = process.env.MISE_TEST_COUNTS;
    if (file) appendFileSync(file, `${JSON.stringify(this.counts)}\n`);
  }
}
