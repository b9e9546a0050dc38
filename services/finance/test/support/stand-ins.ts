import { randomUUID } from 'node:crypto';
import type { Subscription } from '@nats-io/transport-node';
import {
  type EnsureItemsReply,
  type EnsureItemsRequest,
  type EnsureSupplierRequest,
  Requests,
} from '@mise/contracts';
import { testNats } from '@mise/testing';
import type { FinanceTestApp } from '../helpers';

/**
 * Procurement's and inventory's answers to finance's two requests, on the app's own request
 * prefix, as the real services answer them (real NATS responders; finance itself is not mocked):
 * `rpc.procurement.ensure-supplier` finds a supplier case-insensitively or makes it upper-cased;
 * `rpc.inventory.ensure-items` finds or makes each line's ingredient (with the line's unit) and
 * inventory item, upper-cased, and answers the ingredient's actual unit. `silent` stays away.
 */
export interface StandIns {
  readonly suppliersAsked: EnsureSupplierRequest[];
  readonly itemsAsked: EnsureItemsRequest[];
  /** lower-cased name → the ingredient inventory holds */
  readonly ingredients: Map<string, { id: string; name: string; unit: string }>;
  silent: boolean;
  stop(): void;
}

export async function answerFinanceRequests(t: FinanceTestApp): Promise<StandIns> {
  const nc = await testNats();
  const suppliers = new Map<string, { supplierId: string; name: string; revision: number }>();
  const items = new Map<string, string>();
  const state: StandIns = {
    suppliersAsked: [],
    itemsAsked: [],
    ingredients: new Map(),
    silent: false,
    stop: () => subs.forEach((s) => s.unsubscribe()),
  };
  const key = (outletId: string, name: string) => `${outletId} ${name.trim().toLowerCase()}`;
  const subs: Subscription[] = [
    nc.subscribe(`${t.config.natsRpcPrefix}${Requests.ensureSupplier}`, {
      callback: (_e, msg) => {
        const req = msg.json<EnsureSupplierRequest>();
        state.suppliersAsked.push(req);
        if (state.silent) return;
        const k = key(req.outletId, req.name);
        const found = suppliers.get(k) ?? {
          supplierId: randomUUID(),
          name: req.name.trim().replace(/\s+/g, ' ').toUpperCase(),
          revision: 1,
        };
        suppliers.set(k, found);
        msg.respond(JSON.stringify(found));
      },
    }),
    nc.subscribe(`${t.config.natsRpcPrefix}${Requests.ensureItems}`, {
      callback: (_e, msg) => {
        const req = msg.json<EnsureItemsRequest>();
        state.itemsAsked.push(req);
        if (state.silent) return;
        const rows: EnsureItemsReply['rows'] = req.lines.map((l) => {
          const ik = key(req.outletId, l.ingredientName);
          const ingredient = state.ingredients.get(ik) ?? {
            id: randomUUID(),
            name: l.ingredientName.toUpperCase(),
            unit: l.unit,
          };
          state.ingredients.set(ik, ingredient);
          const vk = key(req.outletId, l.inventoryName);
          const itemId = items.get(vk) ?? randomUUID();
          items.set(vk, itemId);
          return {
            inventoryItemId: itemId,
            inventoryName: l.inventoryName.toUpperCase(),
            ingredientId: ingredient.id,
            ingredientName: ingredient.name,
            unit: ingredient.unit,
          };
        });
        msg.respond(JSON.stringify({ rows }));
      },
    }),
  ];
  await nc.flush();
  return state;
}

/** An ingredient inventory already holds (its unit wins over a line's). */
export function knownIngredient(
  s: StandIns,
  outletId: string,
  name: string,
  unit: string,
): { id: string; name: string; unit: string } {
  const row = { id: randomUUID(), name: name.toUpperCase(), unit };
  s.ingredients.set(`${outletId} ${name.trim().toLowerCase()}`, row);
  return row;
}
