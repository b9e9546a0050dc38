import { Injectable } from '@nestjs/common';
import { type EnsureSupplierReply, type LookupReply, Requests } from '@mise/contracts';
import { Db, isUuid, RpcHandler } from '@mise/platform';
import { supplierSavedPayload, SupplierService } from './supplier.service';

const MAX_LOOKUP_IDS = 500;

function fields(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * What procurement answers other services about suppliers (flows.md §0, §10):
 * `rpc.procurement.lookup` kind `supplier` (rows shaped as `supplier.saved`, unknown ids absent)
 * and `rpc.procurement.ensure-supplier` (finance's expense entry: the supplier of that name, made
 * upper-cased when there is none, its `supplier.saved` in the same transaction).
 */
@Injectable()
export class SupplierRequests {
  constructor(
    private readonly db: Db,
    private readonly suppliers: SupplierService,
  ) {}

  @RpcHandler(Requests.lookup('procurement'))
  async lookup(data: unknown): Promise<LookupReply<'procurement'>> {
    const req = fields(data);
    const outletId = typeof req.outletId === 'string' ? req.outletId : '';
    const ids = Array.isArray(req.ids)
      ? req.ids.filter((id): id is string => isUuid(id)).slice(0, MAX_LOOKUP_IDS)
      : [];
    if (req.kind !== 'supplier' || !isUuid(outletId) || !ids.length) return { rows: [] };
    return this.db.forOutlet(outletId, async (tx) => ({
      rows: (await this.suppliers.byIds(tx, ids)).map(supplierSavedPayload),
    }));
  }

  /** A blank or too long name, or an outlet identity deleted, gets no reply (the asker's null). */
  @RpcHandler(Requests.ensureSupplier)
  async ensureSupplier(data: unknown): Promise<EnsureSupplierReply> {
    const req = fields(data);
    const outletId = typeof req.outletId === 'string' ? req.outletId : '';
    if (!isUuid(outletId)) throw new Error('ensure-supplier: outletId is not an id');
    return this.db.forOutlet(outletId, async (tx) => {
      const [outlet]: Array<{ deleted: boolean }> = await tx.manager.query(
        `SELECT deleted FROM outlets WHERE id = $1`,
        [outletId],
      );
      if (outlet?.deleted) throw new Error('ensure-supplier: the outlet was deleted');
      const row = await this.suppliers.ensureIn(tx, typeof req.name === 'string' ? req.name : '');
      return supplierSavedPayload(row);
    });
  }
}
