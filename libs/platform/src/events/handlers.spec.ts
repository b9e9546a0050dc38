import 'reflect-metadata';
import {
  CatalogueSubjects,
  IdentitySubjects,
  Requests,
  type EventEnvelope,
  type EventOf,
  type LookupReply,
  type LookupRequest,
  type OutletDeletedEvent,
  type OwnerRegisteredEvent,
} from '@mise/contracts';
import type { Tx } from '../db/db.service';
import { Bus } from './bus';
import { EVENT_HANDLER, EventHandler, RPC_HANDLER, RpcHandler } from './handlers';

class Handlers {
  @EventHandler(IdentitySubjects.outletDeleted)
  async onDeleted(_event: EventEnvelope<OutletDeletedEvent>, _tx: Tx): Promise<void> {}

  @EventHandler(CatalogueSubjects.menuItemSaved)
  async onMenuItem(event: EventOf<'catalogue.menu-item.saved'>): Promise<void> {
    const revision: number = event.payload.revision;
    void revision;
  }

  // @ts-expect-error: a handler written for another subject's payload does not compile
  @EventHandler(IdentitySubjects.outletDeleted)
  async wrongPayload(_event: EventEnvelope<OwnerRegisteredEvent>, _tx: Tx): Promise<void> {}

  @RpcHandler(Requests.lookup('catalogue'))
  async lookup(_req: LookupRequest<'catalogue'>): Promise<LookupReply<'catalogue'>> {
    return { rows: [] };
  }

  // @ts-expect-error: the reply must be the subject's reply type
  @RpcHandler(Requests.creditsReserve)
  async wrongReply(_req: unknown): Promise<{ credits: number }> {
    return { credits: 1 };
  }
}

describe('@EventHandler and @RpcHandler', () => {
  it('record the subject on the method for discovery', () => {
    const p = Handlers.prototype;
    expect(Reflect.getMetadata(EVENT_HANDLER, p.onDeleted)).toBe('identity.outlet.deleted');
    expect(Reflect.getMetadata(EVENT_HANDLER, p.onMenuItem)).toBe('catalogue.menu-item.saved');
    expect(Reflect.getMetadata(RPC_HANDLER, p.lookup)).toBe('rpc.catalogue.lookup');
  });
});

// compile-time checks of Bus.request (never run)
export async function busTypingChecks(bus: Bus): Promise<void> {
  const reply = await bus.request(Requests.creditsReserve, {
    outletId: 'o',
    reservationId: 'r',
    expenseId: 'e',
    requested: 3,
  });
  const granted: number | undefined = reply?.granted;
  void granted;
  // @ts-expect-error: the request must be the subject's request type
  await bus.request(Requests.lookup('inventory'), { outletId: 'o', kind: 'supplier' });
  // legacy form: the caller names the reply type
  const legacy = await bus.request<{ n: number }>('rpc.legacy.ping', {});
  void legacy;
}
