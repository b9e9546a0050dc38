import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { EventEnvelope } from '@mise/contracts';
import type { Tx } from '../db/db.service';
import { EVENT_HANDLER } from '../events/handlers';
import { TENANCY_HANDLERS, TenancyService } from './tenancy.handlers';

type Handler = (event: EventEnvelope, tx: Tx) => Promise<void>;

/**
 * Events for a deleted outlet are acked and dropped (flows §0 rule 6): before the event consumer
 * starts, every @EventHandler of the service (but the tenancy's own) is wrapped so that it does
 * not run when the event's outlet is a tombstone. The check is one statement in the handler's
 * transaction; the event is still recorded in the inbox and acked.
 */
@Injectable()
export class OutletEventGate implements OnModuleInit {
  private readonly log = new Logger('tenancy');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly tenancy: TenancyService,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      if ((instance.constructor as unknown as Record<symbol, unknown>)[TENANCY_HANDLERS]) continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(proto)) {
        const method = instance[name] as Handler;
        if (typeof method !== 'function' || !Reflect.getMetadata(EVENT_HANDLER, method)) continue;
        const gated: Handler = async (event, tx) => {
          if (await this.tenancy.outletDeleted(tx, event.outletId)) {
            this.log.log(`dropped ${event.type} ${event.id}: outlet ${event.outletId} is deleted`);
            return;
          }
          return method.call(instance, event, tx);
        };
        for (const key of Reflect.getMetadataKeys(method) as unknown[]) {
          Reflect.defineMetadata(key, Reflect.getMetadata(key, method), gated);
        }
        instance[name] = gated;
      }
    }
  }
}
