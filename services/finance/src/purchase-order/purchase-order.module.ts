import { Module } from '@nestjs/common';
import { ExpenseModule } from '../expense/expense.module';
import { ReferencesModule } from '../references/references.module';
import { PurchaseOrderExpenseResolver } from './purchase-order-expense.resolver';
import { PurchaseOrderExpenseService } from './purchase-order-expense.service';

/** A purchase order saved to expenses (flows.md §4.9). */
@Module({
  imports: [ExpenseModule, ReferencesModule],
  providers: [PurchaseOrderExpenseService, PurchaseOrderExpenseResolver],
})
export class PurchaseOrderModule {}
