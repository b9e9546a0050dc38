import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { toConnection } from '@mise/platform';
import { ClientModel } from '../client/client.model';
import { InvoiceLoaders } from './invoice.loaders';
import { ClientInvoiceArgs, InvoiceConnectionModel, InvoiceModel } from './invoice.model';

/** The client's Sales (PAID) and Credit (CREDIT) tabs (spec 3 §2.6), through the outlet loader. */
@Resolver(() => ClientModel)
export class ClientInvoicesResolver {
  constructor(private readonly loaders: InvoiceLoaders) {}

  @ResolveField(() => InvoiceConnectionModel, {
    description: 'Sent invoices with that status, newest first; search matches item names',
  })
  async invoices(
    @Parent() client: ClientModel,
    @Args() args: ClientInvoiceArgs,
  ): Promise<InvoiceConnectionModel> {
    const { rows, total } = await this.loaders.ofClient(client, args.status, args.search, args);
    return toConnection(
      rows.map((r) => InvoiceModel.from(r)),
      total,
      args,
    );
  }
}
