import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { PublicModule } from '../public/public.module';
import { PurchaseOrderListener } from './purchase-order.listener';
import { PurchaseOrderLoaders } from './purchase-order.loaders';
import { PurchaseOrderLookup } from './purchase-order.lookup';
import { PurchaseOrderResolver } from './purchase-order.resolver';
import { PurchaseOrderService } from './purchase-order.service';
import { SupplierPurchaseOrdersResolver } from './supplier-purchase-orders.resolver';

/** Purchase orders; the service and loaders are exported for the public pages (20-public). */
@Module({
  imports: [OnboardingModule, PublicModule, MailModule],
  providers: [
    PurchaseOrderService,
    PurchaseOrderLoaders,
    PurchaseOrderResolver,
    PurchaseOrderListener,
    SupplierPurchaseOrdersResolver,
    PurchaseOrderLookup,
  ],
  exports: [PurchaseOrderService, PurchaseOrderLoaders, PurchaseOrderLookup],
})
export class PurchaseOrderModule {}
