import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, StorageModule } from '@mise/platform';
import type { ProcurementConfig } from './config';
import { migrations } from './migrations';
import { ClientModule } from './client/client.module';
import { InvoiceModule } from './invoice/invoice.module';
import { INVOICE_PO_REFERENCE, INVOICE_PROOF } from './invoice/invoice-upload.kinds';
import { LookupModule } from './lookup/lookup.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { PurchaseOrderModule } from './purchase-order/purchase-order.module';
import { ClientEntity, SupplierEntity } from './party/party.entity';
import {
  NumberClockEntity,
  PurchaseOrderEntity,
  PurchaseOrderItemEntity,
} from './purchase-order/purchase-order.entity';
import { PublicModule } from './public/public.module';
import { PurchaseOrderChangesModule } from './purchase-order-changes/purchase-order-changes.module';
import { SUPPLIER_UPLOAD } from './public/supplier-upload.kind';
import { SupplierModule } from './supplier/supplier.module';
import { tenancy } from './tenancy';

/** TypeORM entities of the service's own tables. */
export const entities: Array<new () => object> = [
  SupplierEntity,
  ClientEntity,
  PurchaseOrderEntity,
  PurchaseOrderItemEntity,
  NumberClockEntity,
];

@Module({})
export class AppModule {
  static forRoot(config: ProcurementConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, entities, migrations, tenancy }),
        // 20-public: the supplier's invoice (flows.md §6); PDFs are written by the service itself
        StorageModule.forRoot({ kinds: [SUPPLIER_UPLOAD, INVOICE_PO_REFERENCE, INVOICE_PROOF] }),
        // issue 20, suppliers and clients
        SupplierModule,
        ClientModule,
        // 20-po-api
        OnboardingModule,
        PurchaseOrderModule,
        // 20-public
        PublicModule,
        // 20-beyond
        PurchaseOrderChangesModule,
        // issue 21: every kind of rpc.procurement.lookup (supplier, purchase-order)
        LookupModule,
        // issue 23: client invoices and the client page
        InvoiceModule,
      ],
    };
  }
}
