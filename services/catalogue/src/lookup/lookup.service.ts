import { Injectable } from '@nestjs/common';
import { type LookupReply, Requests } from '@mise/contracts';
import { Db, readLookupRequest, RpcHandler } from '@mise/platform';
import { BatchItemService } from '../batch/batch-item.service';
import { MenuRecost } from '../menu/menu-recost';
import { OutletTableService } from '../table/outlet-table.service';
import { VariantService } from '../variant/variant.service';

/**
 * rpc.catalogue.lookup (flows.md §0 rules 5, 7): menu item versions and variants of an outlet by
 * id, shaped as their `.saved` payloads with the current revision (menu items, variants, batch
 * items, tables by id or name). Unknown or deleted ids are simply absent.
 */
@Injectable()
export class CatalogueLookup {
  constructor(
    private readonly db: Db,
    private readonly menus: MenuRecost,
    private readonly variants: VariantService,
    private readonly batches: BatchItemService,
    private readonly tables: OutletTableService,
  ) {}

  @RpcHandler(Requests.lookup('catalogue'))
  async lookup(data: unknown): Promise<LookupReply<'catalogue'>> {
    const { outletId, kind, ids, names } = readLookupRequest(data);
    if (!outletId || (!ids.length && !(kind === 'table' && names.length))) return { rows: [] };
    return this.db.forOutlet(outletId, async (tx) => {
      switch (kind) {
        case 'menu-item':
          return { rows: await this.menus.payloads(tx, ids) };
        case 'variant':
          return { rows: await this.variants.payloads(tx, ids) };
        case 'batch-item':
          return { rows: await this.batches.payloads(tx, ids) };
        case 'table':
          return { rows: await this.tables.payloads(tx, { ids, names }) };
        default:
          return { rows: [] };
      }
    });
  }
}
