import { Args, ID, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { pendingChangeCount } from '@mise/domain';
import { Db, groupsByKeys, OutletScoped } from '@mise/platform';
import { PurchaseOrderLoaders } from '../purchase-order/purchase-order.loaders';
import { PurchaseOrderModel } from '../purchase-order/purchase-order.model';
import {
  PurchaseOrderChangeInput,
  PurchaseOrderReceiptLineInput,
  PurchaseOrderReceiptModel,
} from './purchase-order-changes.model';
import { PurchaseOrderChangesService } from './purchase-order-changes.service';

/**
 * 20-beyond: the outlet's decisions on the supplier's offers, deliveries, and the PO's
 * `pendingChanges` and `receipts` (through `db.outletLoader`: one statement per outlet per request).
 */
@Resolver(() => PurchaseOrderModel)
export class PurchaseOrderChangesResolver {
  constructor(
    private readonly db: Db,
    private readonly service: PurchaseOrderChangesService,
    private readonly loaders: PurchaseOrderLoaders,
  ) {}

  @OutletScoped()
  @Mutation(() => PurchaseOrderModel, {
    description:
      "Accepts or rejects the supplier's pending differences (price, substitute) of a sent PO",
  })
  async resolvePurchaseOrderChanges(
    @Args('id', { type: () => ID }) id: string,
    @Args('decisions', { type: () => [PurchaseOrderChangeInput] })
    decisions: PurchaseOrderChangeInput[],
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.resolve(id, decisions));
  }

  @OutletScoped()
  @Mutation(() => PurchaseOrderModel, {
    description: 'A delivery of a sent PO: per line the quantity arriving; never above ordered',
  })
  async recordPurchaseOrderReceipt(
    @Args('id', { type: () => ID }) id: string,
    @Args('date', { description: 'YYYY-MM-DD, from the PO date up to today' }) date: string,
    @Args('lines', { type: () => [PurchaseOrderReceiptLineInput] })
    lines: PurchaseOrderReceiptLineInput[],
  ): Promise<PurchaseOrderModel> {
    return PurchaseOrderModel.from(await this.service.recordReceipt(id, date, lines));
  }

  @ResolveField(() => Int, {
    description: "Differences waiting for the outlet's decision (Save to Expenses needs 0)",
  })
  async pendingChanges(@Parent() po: PurchaseOrderModel): Promise<number> {
    return pendingChangeCount(await this.loaders.items(po));
  }

  @ResolveField(() => [PurchaseOrderReceiptModel], { description: 'Deliveries, oldest first' })
  async receipts(@Parent() po: PurchaseOrderModel): Promise<PurchaseOrderReceiptModel[]> {
    const found = await this.db
      .outletLoader<PurchaseOrderReceiptModel[]>('purchase-order-receipts', async (tx, ids) =>
        groupsByKeys(ids, await this.service.receipts(tx, ids), (r) => r.purchaseOrderId),
      )
      .load(po.outletId, po.id);
    return found ?? [];
  }
}
