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

  /** Events parked in the DLQ stream instead of being applied (reason: see EventConsumer). */
  readonly eventsDeadLettered = new Counter({
    name: 'mise_event_dead_lettered_total',
    help: 'Events sent to the dead-letter stream',
    labelNames: ['subject', 'reason'],
    registers: [this.registry],
  });
  /** Facts a handler could not fully apply and acked anyway (flows.md §0 rule 5). */
  readonly eventsSkipped = new Counter({
    name: 'mise_event_skipped_total',
    help: 'Events (or parts of them) acknowledged without being applied',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
