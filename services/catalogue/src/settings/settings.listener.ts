import { Injectable } from '@nestjs/common';
import { BillingSubjects, type EventOf, SalesSubjects } from '@mise/contracts';
import {
  EventHandler,
  isUuid,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
} from '@mise/platform';

/**
 * The projections of other services' events catalogue keeps (flows.md §2): the menu limit from
 * `billing.subscription.changed` (10 until one arrives; -1 unlimited) and, per sale, which menu
 * item versions it sold (a version with sales is frozen and its menu cannot be deleted).
 */
@Injectable()
export class CatalogueProjections {
  @EventHandler(BillingSubjects.subscriptionChanged)
  async onSubscription(
    { payload: p }: EventOf<'billing.subscription.changed'>,
    tx: Tx,
  ): Promise<void> {
    const limit = Number.isInteger(p.menuLimit) && p.menuLimit >= -1 ? p.menuLimit : 10;
    await upsertByRevision(tx, {
      table: 'menu_limits',
      key: { outlet_id: tx.outletId },
      revision: p.revision,
      values: { menu_limit: limit },
    });
  }

  @EventHandler(SalesSubjects.saleSaved)
  async onSaleSaved({ payload: p }: EventOf<'sales.sale.saved'>, tx: Tx): Promise<void> {
    const ids = [...new Set((p.items ?? []).map((i) => i.menuItemId).filter(isUuid))];
    await upsertByRevision(tx, {
      table: 'sale_menu_items',
      key: { sale_id: p.saleId },
      revision: p.revision,
      values: { menu_item_ids: ids },
    });
  }

  @EventHandler(SalesSubjects.saleDeleted)
  async onSaleDeleted({ payload: p }: EventOf<'sales.sale.deleted'>, tx: Tx): Promise<void> {
    await tombstoneByRevision(tx, {
      table: 'sale_menu_items',
      key: { sale_id: p.saleId },
      revision: p.revision,
    });
  }
}
