import { Module } from '@nestjs/common';
import { PurchaseOrderModule } from '../purchase-order/purchase-order.module';
import { PurchaseOrderChangesResolver } from './purchase-order-changes.resolver';
import { PurchaseOrderChangesService } from './purchase-order-changes.service';

/** 20-beyond: the supplier's offers decided by the outlet, and receiving against a sent PO. */
@Module({
  imports: [PurchaseOrderModule],
  providers: [PurchaseOrderChangesService, PurchaseOrderChangesResolver],
})
export class PurchaseOrderChangesModule {}
