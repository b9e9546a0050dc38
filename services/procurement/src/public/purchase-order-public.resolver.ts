import { Field, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Storage } from '@mise/platform';
import { PurchaseOrderPdfs } from '../pdf/purchase-order-pdfs.service';
import { PurchaseOrderModel } from '../purchase-order/purchase-order.model';
import { inOutlet } from './in-outlet';
import { PurchaseOrderPublicLoaders } from './purchase-order-public.loaders';
import { PublicLinks } from './public-links.service';
import { SupplierViewUpload } from './supplier-view.model';

/** The supplier's uploaded invoice as the outlet sees it: the supplier's view, and when. */
@ObjectType()
export class PurchaseOrderUpload extends SupplierViewUpload {
  @Field() uploadedAt!: Date;
}

/**
 * PurchaseOrder's public side for its owner: the supplier page's link, the PDF and what the
 * supplier uploaded. Reads go through `db.outletLoader` (the actor's outlets only); files are
 * signed in the order's outlet once the loader has let it through.
 */
@Resolver(() => PurchaseOrderModel)
export class PurchaseOrderPublicResolver {
  constructor(
    private readonly loaders: PurchaseOrderPublicLoaders,
    private readonly links: PublicLinks,
    private readonly pdfs: PurchaseOrderPdfs,
    private readonly storage: Storage,
  ) {}

  @ResolveField(() => String, {
    description:
      "The supplier page's absolute URL (WEB_ORIGIN/supplier-view/{token}); '' once deleted",
  })
  async responseLink(@Parent() po: PurchaseOrderModel): Promise<string> {
    const token = await this.loaders.token(po);
    return token ? this.links.url(`/supplier-view/${token}`) : '';
  }

  @ResolveField(() => String, {
    description: "A presigned GET of the current revision's PDF (made on first request)",
  })
  async pdfUrl(@Parent() po: PurchaseOrderModel): Promise<string> {
    const job = await this.loaders.pdfJob(po);
    return job ? inOutlet(po.outletId, () => this.pdfs.url(job)) : '';
  }

  @ResolveField(() => [PurchaseOrderUpload])
  async supplierUploads(@Parent() po: PurchaseOrderModel): Promise<PurchaseOrderUpload[]> {
    const rows = await this.loaders.uploads(po);
    return inOutlet(po.outletId, () =>
      Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          fileName: r.fileName,
          uploadedAt: r.uploadedAt,
          url: await this.storage.fileUrl(r.key),
        })),
      ),
    );
  }
}
