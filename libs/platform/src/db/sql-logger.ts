import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import type { MetricsService } from '../health/metrics.service';

/** Counts every statement (the benchmark reads it from /metrics) and logs errors and slow ones. */
export class SqlLogger implements Logger {
  private readonly out = new NestLogger('sql');

  constructor(private readonly metrics: MetricsService) {}

  logQuery(): void {
    this.metrics.sqlStatements.inc();
  }
  logQueryError(error: string | Error, query: string): void {
    this.out.warn(
      `${typeof error === 'string' ? error : error.message} in: ${query.slice(0, 200)}`,
    );
  }
  logQuerySlow(time: number, query: string): void {
    this.out.warn(`slow query (${time} ms): ${query.slice(0, 200)}`);
  }
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.out.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.out.warn(String(message));
  }
}
