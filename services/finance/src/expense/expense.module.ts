import { Module } from '@nestjs/common';
import { ItemMemory } from '../extraction/item-memory';
import { ReferencesModule } from '../references/references.module';
import { ExpenseLoaders } from './expense.loaders';
import { ExpenseResolver } from './expense.resolver';
import { ExpenseService } from './expense.service';

/** Expenses; the service and loaders are exported for finance-extras (files, PO, overview). */
@Module({
  imports: [ReferencesModule],
  providers: [ExpenseService, ExpenseLoaders, ExpenseResolver, ItemMemory],
  exports: [ExpenseService, ExpenseLoaders, ItemMemory],
})
export class ExpenseModule {}
