import { Module } from '@nestjs/common';
import { PurchaseOrderPdfs } from '../pdf/purchase-order-pdfs.service';
import { OnboardingModule } from '../onboarding/onboarding.module';
import { OutletDetailsReader } from './outlet-details';
import { PurchaseOrderMailLinksProvider } from './purchase-order-mail-links';
import { PurchaseOrderPublicLoaders } from './purchase-order-public.loaders';
import { PurchaseOrderPublicResolver } from './purchase-order-public.resolver';
import { PURCHASE_ORDER_MAIL_LINKS } from '../purchase-order/purchase-order.links';
import { PublicLimits } from './public-limits';
import { PublicLinks } from './public-links.service';
import { SupplierViewResolver } from './supplier-view.resolver';
import { SupplierViewService } from './supplier-view.service';

/**
 * Public links and the supplier page (flows.md §5), the purchase order PDF, and the outlet
 * profile they show. Exports `PublicLinks` (the purchase-order module makes and revokes links in
 * its own transactions) and `PurchaseOrderPdfs`.
 */
@Module({
  imports: [OnboardingModule],
  providers: [
    PublicLinks,
    PublicLimits,
    OutletDetailsReader,
    PurchaseOrderPdfs,
    SupplierViewService,
    SupplierViewResolver,
    PurchaseOrderPublicLoaders,
    PurchaseOrderPublicResolver,
    { provide: PURCHASE_ORDER_MAIL_LINKS, useClass: PurchaseOrderMailLinksProvider },
  ],
  exports: [PublicLinks, PurchaseOrderPdfs],
})
export class PublicModule {}
