import { BillingSubjects } from './billing.events';
import { CatalogueSubjects } from './catalogue.events';
import { FinanceSubjects } from './finance.events';
import { IdentitySubjects } from './identity.events';
import { IntegrationsSubjects } from './integrations.events';
import { InventorySubjects } from './inventory.events';
import { ProcurementSubjects } from './procurement.events';
import { SalesSubjects } from './sales.events';
import { SERVICES, type ServiceName } from './services';

/** Every service's subjects constant, by service: the one place a service's events are listed. */
export const SUBJECTS_BY_SERVICE = {
  identity: IdentitySubjects,
  catalogue: CatalogueSubjects,
  inventory: InventorySubjects,
  sales: SalesSubjects,
  finance: FinanceSubjects,
  procurement: ProcurementSubjects,
  billing: BillingSubjects,
  integrations: IntegrationsSubjects,
} as const satisfies Record<ServiceName, Record<string, string>>;

/** Every event subject on the bus. */
export const EVENT_SUBJECTS: string[] = Object.values(SUBJECTS_BY_SERVICE).flatMap((s) =>
  Object.values(s),
);

/**
 * The service that may publish `subject` (its `<service>.` prefix), or null when the prefix is
 * no known service. A service only ever publishes its own subjects.
 */
export function publisherOf(subject: string): ServiceName | null {
  const prefix = subject.split('.', 1)[0];
  return (SERVICES as readonly string[]).includes(prefix) ? (prefix as ServiceName) : null;
}

/** The JetStream stream that keeps events no consumer could apply (bad envelope, handler failed). */
export const DLQ_STREAM = 'DLQ';
export const DLQ_STREAM_SUBJECTS = ['dlq.>'];

/**
 * Where a consumer parks an event it gave up on: `dlq.<consumer service>.<original subject>`, so
 * a service's NATS user needs publish rights on `dlq.<service>.>` only.
 */
export function deadLetterSubject(consumer: ServiceName, subject: string): string {
  return `dlq.${consumer}.${subject}`;
}
