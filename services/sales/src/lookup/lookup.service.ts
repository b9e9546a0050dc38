import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { type LookupReply, Requests } from '@mise/contracts';
import { Db, readLookupRequest, RpcHandler } from '@mise/platform';
import { savedPayload } from '../sale/sale-writer';
import { SaleEntity, SalesItemEntity } from '../sale/sale.entity';

/**
 * rpc.sales.lookup (flows.md §0 rules 5, 7): sales of an outlet by id, shaped as their
 * `sales.sale.saved` payloads with the current revision. Unknown or deleted ids are absent.
 */
@Injectable()
export class SalesLookup {
  constructor(private readonly db: Db) {}

  @RpcHandler(Requests.lookup('sales'))
  async lookup(data: unknown): Promise<LookupReply<'sales'>> {
    const { outletId, kind, ids } = readLookupRequest(data);
    if (kind !== 'sale' || !outletId || !ids.length) return { rows: [] };
    return this.db.forOutlet(outletId, async (tx) => {
      const sales = await tx.manager.getRepository(SaleEntity).findBy({ id: In(ids) });
      if (!sales.length) return { rows: [] };
      const items = await tx.manager.getRepository(SalesItemEntity).find({
        where: { saleId: In(sales.map((s) => s.id)) },
        order: { position: 'ASC' },
      });
      return {
        rows: sales.map((s) =>
          savedPayload(
            s,
            items.filter((i) => i.saleId === s.id),
          ),
        ),
      };
    });
  }
}
