/**
 * Every deployable subgraph, one row each: the one table the launcher (`npm start`), the supergraph
 * composition, Compose, Kubernetes, the NATS users and the bench read (each keeps the rows whose
 * `services/<name>/package.json` exists). The order is the order of the product's documents.
 * Adding a service: one row here (`npm run new-service <name>` appends it), then its folder.
 *
 * Plain data and erasable types only: the deploy scripts import this file directly with Node's
 * type stripping (`scripts/lib/services.mjs`), before anything is built.
 */
export interface ServiceRow {
  /** Folder under `services/`, subgraph name, database `mise_<name>`, NATS user and subjects. */
  readonly name: string;
  /** HTTP port (`PORT` default; the address inside Compose and Kubernetes). */
  readonly port: number;
  /**
   * Background workers of the service (issue 22: finance's `extraction`), each its own process
   * `node services/<name>/dist/worker.js`: no port, the service's image, database and NATS user,
   * scaled by replicas. Compose and Kubernetes run it as `<name>-<worker>`; `npm start` launches it.
   */
  readonly workers?: readonly string[];
}

export const SERVICE_TABLE = [
  { name: 'identity', port: 4001 },
  { name: 'catalogue', port: 4002 },
  { name: 'inventory', port: 4003 },
  { name: 'sales', port: 4004 },
  { name: 'finance', port: 4005, workers: ['extraction'] },
  { name: 'procurement', port: 4006 },
  { name: 'billing', port: 4007 },
  { name: 'integrations', port: 4008 },
] as const satisfies readonly ServiceRow[];

export type ServiceName = (typeof SERVICE_TABLE)[number]['name'];

/** The names of `SERVICE_TABLE`, in its order. */
export const SERVICES: readonly ServiceName[] = SERVICE_TABLE.map((s) => s.name);

/** The service's row; `undefined` for a name not in the table. */
export function serviceRow(name: string): (typeof SERVICE_TABLE)[number] | undefined {
  return SERVICE_TABLE.find((s) => s.name === name);
}

/** The gateway's HTTP port (it is no subgraph, so it has no row). */
export const GATEWAY_PORT = 4000;

/** The JetStream stream every service's outbox relay publishes to. */
export const EVENTS_STREAM = 'EVENTS';

/**
 * The NATS header naming an event's origin (tests only: `NATS_EVENT_ORIGIN`, one per test
 * file). Deployments publish without it and apply every event.
 */
export const EVENT_ORIGIN_HEADER = 'Mise-Origin';

/**
 * The durable JetStream consumer of `consumer` (a service, or NATS_CONSUMER) for one subject
 * (NATS 2.9: one filter per consumer): `sales__catalogue_menu-item_saved`. The NATS users
 * (deploy/nats) let each service create, read and ack only the consumers named after it.
 */
export function eventConsumerName(consumer: string, subject: string): string {
  return `${consumer}__${subject.replace(/[.*>]/g, '_')}`;
}

/**
 * The inbox prefix of a service's NATS connection (`_INBOX_sales`): replies to its requests and
 * its pulled JetStream messages arrive there, and its NATS user may read nothing else's.
 */
export function natsInboxPrefix(service: string): string {
  return `_INBOX_${service}`;
}

/** The subjects captured by the EVENTS stream: one wildcard per service. */
export const EVENTS_STREAM_SUBJECTS: string[] = SERVICES.map((s) => `${s}.>`);
