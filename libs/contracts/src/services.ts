/** Every deployable subgraph. The order is the order of the product's documents. */
export const SERVICES = [
  'identity',
  'catalogue',
  'inventory',
  'sales',
  'finance',
  'procurement',
  'billing',
  'integrations',
] as const;

export type ServiceName = (typeof SERVICES)[number];

/** The JetStream stream every service's outbox relay publishes to. */
export const EVENTS_STREAM = 'EVENTS';

/** The subjects captured by the EVENTS stream: one wildcard per service. */
export const EVENTS_STREAM_SUBJECTS: string[] = SERVICES.map((s) => `${s}.>`);

/** Request/reply subjects (NATS core, not JetStream). */
export const Requests = {
  /** Admin outlet analysis: each service answers with its per-outlet record counts. */
  analysisCounts: (service: ServiceName) => `rpc.${service}.analysis-counts`,
  /** Admin outlet deletion: each service removes an outlet's rows and answers how many. */
} as const;
