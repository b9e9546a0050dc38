export * from './services';
export * from './envelope';
export * from './enums';
export * from './identity.events';
export * from './catalogue.events';
export * from './inventory.events';
export * from './sales.events';
export * from './finance.events';
export * from './procurement.events';
export * from './billing.events';
export * from './integrations.events';
export * from './rpc';
export * from './subjects';

import type { BillingEventMap } from './billing.events';
import type { EventEnvelope } from './envelope';
import type { CatalogueEventMap } from './catalogue.events';
import type { FinanceEventMap } from './finance.events';
import type { IdentityEventMap } from './identity.events';
import type { IntegrationsEventMap } from './integrations.events';
import type { InventoryEventMap } from './inventory.events';
import type { ProcurementEventMap } from './procurement.events';
import type { SalesEventMap } from './sales.events';

/** Subject -> payload type for every event on the bus. Each service adds its map here. */
export type EventMap = IdentityEventMap &
  CatalogueEventMap &
  InventoryEventMap &
  SalesEventMap &
  FinanceEventMap &
  ProcurementEventMap &
  BillingEventMap &
  IntegrationsEventMap;
export type EventSubject = keyof EventMap;

/** The envelope of one subject's event, as handlers receive it. */
export type EventOf<S extends EventSubject> = EventEnvelope<EventMap[S], S>;
