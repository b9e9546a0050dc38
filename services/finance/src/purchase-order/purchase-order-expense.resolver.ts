import { Resolver } from '@nestjs/graphql';
import { type Actor, CurrentActor, IdArg, OutletMutation } from '@mise/platform';
import { ExpenseModel } from '../expense/expense.model';
import { PurchaseOrderExpenseService } from './purchase-order-expense.service';

/** Save to Expenses from a purchase order (flows.md §4.9). */
@Resolver(() => ExpenseModel)
export class PurchaseOrderExpenseResolver {
  constructor(private readonly service: PurchaseOrderExpenseService) {}

  @OutletMutation(() => ExpenseModel, {
    description:
      'A DRAFT from a purchase order: its number, supplier and lines (received quantities when it recorded deliveries; unit price = cost × amount); one live expense per PO; refused while supplier changes wait',
  })
  async createExpenseFromPurchaseOrder(
    @IdArg('purchaseOrderId') purchaseOrderId: string,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(
      await this.service.create(purchaseOrderId, {
        ownerId: actor.ownerId,
        name: actor.name || actor.email || 'Anonymous',
      }),
    );
  }
}
