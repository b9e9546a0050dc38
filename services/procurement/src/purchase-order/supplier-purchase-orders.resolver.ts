import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { toConnection } from '@mise/platform';
import { SupplierModel } from '../supplier/supplier.model';
import { PurchaseOrderLoaders } from './purchase-order.loaders';
import {
  PurchaseOrderConnectionModel,
  PurchaseOrderModel,
  SupplierPurchaseOrderArgs,
} from './purchase-order.model';

/** The supplier's Purchase Orders tab (spec 3 §2.4): its sent POs, through the outlet loader. */
@Resolver(() => SupplierModel)
export class SupplierPurchaseOrdersResolver {
  constructor(private readonly loaders: PurchaseOrderLoaders) {}

  @ResolveField(() => PurchaseOrderConnectionModel, {
    description: 'Sent POs, newest first; search matches item inventory or ingredient names',
  })
  async purchaseOrders(
    @Parent() supplier: SupplierModel,
    @Args() args: SupplierPurchaseOrderArgs,
  ): Promise<PurchaseOrderConnectionModel> {
    const { rows, total } = await this.loaders.ofSupplier(supplier, args.search, args);
    return toConnection(
      rows.map((r) => PurchaseOrderModel.from(r)),
      total,
      args,
    );
  }
}
