import { Injectable } from '@nestjs/common';
import { type EnsureSupplierReply, Requests } from '@mise/contracts';
import { Db, isUuid, RpcHandler } from '@mise/platform';
import { supplierSavedPayload, SupplierService } from './supplier.service';

function fields(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * What procurement answers other services about suppliers (flows.md §10):
 * `rpc.procurement.ensure-supplier` (finance's expense entry: the supplier of that name, made
 * upper-cased when there is none, its `supplier.saved` in the same transaction). The look-up of
 * kind `supplier` is answered in `src/lookup` (one handler for every kind).
 */
@Injectable()
export class SupplierRequests {
  constructor(
    private readonly db: Db,
    private readonly suppliers: SupplierService,
  ) {}

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
