import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { byKeys, Db, IdArg, OutletMutation, OutletQuery } from '@mise/platform';
import { ExpenseModel } from '../expense/expense.model';
import { AccountingPushModel } from '@mise/platform/accounting';
import { AccountingService } from './accounting.service';

/** "Send to Xero" on expenses: thin, one service or loader call per operation. */
@Resolver(() => ExpenseModel)
export class AccountingResolver {
  constructor(
    private readonly service: AccountingService,
    private readonly db: Db,
  ) {}

  @OutletQuery(() => Boolean, {
    description: "Whether the current outlet's owner has Xero connected (Send to Xero shown)",
  })
  accountingConnected(): Promise<boolean> {
    return this.service.connected();
  }

  @OutletMutation(() => ExpenseModel, {
    description: 'CONFIRMED only, Xero connected; finance.accounting-push.requested',
  })
  async sendExpenseToAccounting(@IdArg() id: string): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.send(id));
  }

  @ResolveField(() => AccountingPushModel, {
    nullable: true,
    description: 'The latest push to Xero; null when never sent',
  })
  accountingPush(@Parent() e: ExpenseModel): Promise<AccountingPushModel | null> {
    return this.db
      .outletLoader<AccountingPushModel>('expense-accounting-push', async (tx, ids) =>
        byKeys(ids, await this.service.latest(tx, ids), (p) => p.documentId).map((p) =>
          p ? AccountingPushModel.from(p) : null,
        ),
      )
      .load(e.outletId, e.id);
  }
}
