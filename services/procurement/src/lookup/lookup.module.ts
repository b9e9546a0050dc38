import { Module } from '@nestjs/common';
import { PurchaseOrderModule } from '../purchase-order/purchase-order.module';
import { SupplierModule } from '../supplier/supplier.module';
import { LookupRequests } from './lookup.requests';

/** What procurement answers on `rpc.procurement.lookup`, every kind in one handler. */
@Module({ imports: [SupplierModule, PurchaseOrderModule], providers: [LookupRequests] })
export class LookupModule {}
