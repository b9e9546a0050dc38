import { Module } from '@nestjs/common';
import { InvoicePdfs } from '../pdf/invoice-pdfs.service';
import { PurchaseOrderPdfs } from '../pdf/purchase-order-pdfs.service';
import { ClientViewResolver } from './client-view.resolver';
import { ClientViewService } from './client-view.service';
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
 * Public links, the supplier and client pages (flows.md §5), the purchase order and invoice
 * PDFs, and the outlet profile they show. Exports `PublicLinks` (the purchase-order module makes and revokes links in
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
    // issue 23: the client page and the invoice PDF
    InvoicePdfs,
    ClientViewService,
    ClientViewResolver,
  ],
  exports: [PublicLinks, PurchaseOrderPdfs, InvoicePdfs],
})
export class PublicModule {}
