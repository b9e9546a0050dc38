import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IdArg, Public } from '@mise/platform';
import type { Request } from 'express';
import { ClientViewInvoice } from './client-view.model';
import { ClientViewService } from './client-view.service';
import { PUBLIC_CALLS_PER_MINUTE, PublicLimits } from './public-limits';
import { PublicUploadTicket } from './supplier-view.model';

/** flows.md §5: 60 calls a minute per client IP and operation. */
const PER_MINUTE = { perMinute: PUBLIC_CALLS_PER_MINUTE };

/** The public client page's operations: no sign-in, by the link's token (flows.md §5). */
@Resolver(() => ClientViewInvoice)
export class ClientViewResolver {
  constructor(
    private readonly views: ClientViewService,
    private readonly limits: PublicLimits,
  ) {}

  @Public(PER_MINUTE)
  @Query(() => ClientViewInvoice, {
    nullable: true,
    description: 'A sent invoice by its public link; null for any miss.',
  })
  clientInvoice(@Args('token') token: string, @Context('req') req: Request) {
    return this.views.view(this.limits.visitor(token, req));
  }

  @Public(PER_MINUTE)
  @Query(() => String, {
    nullable: true,
    description: "A presigned GET of the invoice's PDF; null for any miss.",
  })
  invoicePdf(@Args('token') token: string, @Context('req') req: Request) {
    return this.views.pdfUrl(this.limits.visitor(token, req));
  }

  @Public(PER_MINUTE)
  @Mutation(() => ClientViewInvoice, { description: "The client's remarks; blank clears" })
  respondToInvoice(
    @Args('token') token: string,
    @Args('clientRemarks', { type: () => String, nullable: true }) clientRemarks: string | null,
    @Context('req') req: Request,
  ) {
    return this.views.respond(this.limits.visitor(token, req), clientRemarks);
  }

  @Public(PER_MINUTE)
  @Mutation(() => PublicUploadTicket, {
    description: 'A presigned PUT for the payment proof (PDF, JPEG or PNG); only while none exists',
  })
  requestClientUpload(
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
  @Mutation(() => ClientViewInvoice, {
    description: "Keeps the payment proof; 'A payment proof is already uploaded' when one exists",
  })
  attachClientUpload(
    @Args('token') token: string,
    @Args('key') key: string,
    @Context('req') req: Request,
  ) {
    return this.views.attachUpload(this.limits.visitor(token, req), key);
  }

  @Public(PER_MINUTE)
  @Mutation(() => ClientViewInvoice)
  deleteClientUpload(
    @Args('token') token: string,
    @IdArg('uploadId') uploadId: string,
    @Context('req') req: Request,
  ) {
    return this.views.deleteUpload(this.limits.visitor(token, req), uploadId);
  }
}
