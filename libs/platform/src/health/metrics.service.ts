import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one service (own registry, so several apps can share a process in tests). */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly sqlStatements = new Counter({
    name: 'mise_sql_statements_total',
    help: 'SQL statements sent to Postgres',
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'mise_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
