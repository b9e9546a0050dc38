import { Injectable } from '@nestjs/common';
import { type LookupReply, Requests } from '@mise/contracts';
import { Db, isUuid, RpcHandler } from '@mise/platform';
import { PurchaseOrderLookup } from '../purchase-order/purchase-order.lookup';
import { supplierSavedPayload, SupplierService } from '../supplier/supplier.service';

const MAX_LOOKUP_IDS = 500;

function fields(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * `rpc.procurement.lookup` (flows.md §0): one answerer per subject (a second `@RpcHandler` of the
 * same subject would share the queue group and get half the requests), dispatching on `kind`:
 * `supplier` (rows shaped as `supplier.saved`) and `purchase-order` (issue 21: what finance saves
 * to expenses). Unknown ids are absent; an unknown kind or outlet answers no rows.
 */
@Injectable()
export class LookupRequests {
  constructor(
    private readonly db: Db,
    private readonly suppliers: SupplierService,
    private readonly orders: PurchaseOrderLookup,
  ) {}

  @RpcHandler(Requests.lookup('procurement'))
  async lookup(data: unknown): Promise<LookupReply<'procurement'>> {
    const req = fields(data);
    const outletId = typeof req.outletId === 'string' ? req.outletId : '';
    const ids = Array.isArray(req.ids)
      ? req.ids.filter((id): id is string => isUuid(id)).slice(0, MAX_LOOKUP_IDS)
      : [];
    if (!isUuid(outletId) || !ids.length) return { rows: [] };
    if (req.kind === 'supplier') {
      return this.db.forOutlet(outletId, async (tx) => ({
        rows: (await this.suppliers.byIds(tx, ids)).map(supplierSavedPayload),
      }));
    }
    if (req.kind === 'purchase-order') {
      return this.db.forOutlet(outletId, async (tx) => ({ rows: await this.orders.rows(tx, ids) }));
    }
    return { rows: [] };
  }
}
