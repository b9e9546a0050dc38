import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, IdArg } from '@mise/platform';
import type { Request } from 'express';
import { PUBLIC_CALLS_PER_MINUTE, PublicLimits } from './public-limits';
import { SupplierViewService } from './supplier-view.service';
import {
  PublicUploadTicket,
  SupplierItemAnswer,
  SupplierViewPurchaseOrder,
} from './supplier-view.model';

/** flows.md §5: 60 calls a minute per client IP and operation. */
const PER_MINUTE = { perMinute: PUBLIC_CALLS_PER_MINUTE };

/** The public supplier page's operations: no sign-in, by the link's token (flows.md §5). */
@Resolver(() => SupplierViewPurchaseOrder)
export class SupplierViewResolver {
  constructor(
    private readonly views: SupplierViewService,
    private readonly limits: PublicLimits,
  ) {}

  @Public(PER_MINUTE)
  @Query(() => SupplierViewPurchaseOrder, {
    nullable: true,
    description: 'A sent purchase order by its public link; null for any miss.',
  })
  supplierPurchaseOrder(@Args('token') token: string, @Context('req') req: Request) {
    return this.views.view(this.limits.visitor(token, req));
  }

  @Public(PER_MINUTE)
  @Query(() => String, {
    nullable: true,
    description: "A presigned GET of the order's PDF; null for any miss.",
  })
  purchaseOrderPdf(@Args('token') token: string, @Context('req') req: Request) {
    return this.views.pdfUrl(this.limits.visitor(token, req));
  }

  @Public(PER_MINUTE)
  @Mutation(() => SupplierViewPurchaseOrder)
  respondToPurchaseOrder(
    @Args('token') token: string,
    @Args('items', { type: () => [SupplierItemAnswer] }) items: SupplierItemAnswer[],
    @Args('supplierRemarks', { type: () => String, nullable: true })
    supplierRemarks: string | null,
    @Context('req') req: Request,
  ) {
    return this.views.respond(this.limits.visitor(token, req), items, supplierRemarks);
  }

  @Public(PER_MINUTE)
  @Mutation(() => PublicUploadTicket)
  requestSupplierUpload(
    @Args('token') token: string,
    @Args('fileName') fileName: string,
    @Args('contentType') contentType: string,
    @Args('size', { type: () => Int }) size: number,
    @Context('req') req: Request,
  ) {
    return this.views.requestUpload(this.limits.visitor(token, req), {
      fileName,
      contentType,
      size,
    });
  }

  @Public(PER_MINUTE)
  @Mutation(() => SupplierViewPurchaseOrder)
  attachSupplierUpload(
    @Args('token') token: string,
    @Args('key') key: string,
    @Context('req') req: Request,
  ) {
    return this.views.attachUpload(this.limits.visitor(token, req), key);
  }

  @Public(PER_MINUTE)
  @Mutation(() => SupplierViewPurchaseOrder)
  deleteSupplierUpload(
    @Args('token') token: string,
    @IdArg('uploadId') uploadId: string,
    @Context('req') req: Request,
  ) {
    return this.views.deleteUpload(this.limits.visitor(token, req), uploadId);
  }
}
