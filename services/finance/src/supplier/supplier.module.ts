import { Module } from '@nestjs/common';
import { ExpenseModule } from '../expense/expense.module';
import { SupplierExpensesService } from './supplier-expenses.service';
import { SupplierLoaders } from './supplier.loaders';
import { SupplierResolver } from './supplier.resolver';

/** Past Purchases on procurement's Supplier (flows.md §4.15). */
@Module({
  imports: [ExpenseModule],
  providers: [SupplierExpensesService, SupplierLoaders, SupplierResolver],
})
export class SupplierModule {}
