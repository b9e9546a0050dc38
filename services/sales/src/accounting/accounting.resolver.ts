import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { byKeys, Db, OutletScoped } from '@mise/platform';
import { SaleModel } from '../sale/sale.model';
import { AccountingPushModel } from '@mise/platform/accounting';
import { SaleAccountingService } from './accounting.service';

/**
 * "Send to Xero" on sales: thin, one service or loader call per operation. Whether Xero is
 * connected the web asks finance's `accountingConnected` (one root field in the supergraph).
 */
@OutletScoped()
@Resolver(() => SaleModel)
export class SaleAccountingResolver {
  constructor(
    private readonly service: SaleAccountingService,
    private readonly db: Db,
  ) {}

  @Mutation(() => SaleModel, {
    description: 'CONFIRMED sales, Xero connected; sales.accounting-push.requested',
  })
  async sendSaleToAccounting(@Args('id', { type: () => ID }) id: string): Promise<SaleModel> {
    return SaleModel.from(await this.service.send(id));
  }

  @ResolveField(() => AccountingPushModel, {
    nullable: true,
    description: 'The latest push to Xero; null when never sent',
  })
  accountingPush(@Parent() s: SaleModel): Promise<AccountingPushModel | null> {
    return this.db
      .outletLoader<AccountingPushModel>('sale-accounting-push', async (tx, ids) =>
        byKeys(ids, await this.service.latest(tx, ids), (p) => p.documentId).map((p) =>
          p ? AccountingPushModel.from(p) : null,
        ),
      )
      .load(s.outletId, s.id);
  }
}
