import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, StorageModule } from '@mise/platform';
import type { FinanceConfig } from './config';
import {
  ExpenseEntity,
  ExpenseItemEntity,
  ExpenseMiscEntity,
  ExpenseStateChangeEntity,
  ExpenseUploadEntity,
} from './expense/expense.entity';
import { AccountingModule } from './accounting/accounting.module';
import { ExpenseModule } from './expense/expense.module';
import { ExtractionJobEntity } from './extraction/extraction.entity';
import { ExtractionModule } from './extraction/extraction.module';
import { EXPENSE_FILE } from './files/expense-file.kind';
import { FilesModule } from './files/files.module';
import { OverviewModule } from './overview/overview.module';
import { ProgressModule } from './progress/progress.module';
import { PurchaseOrderModule } from './purchase-order/purchase-order.module';
import { SupplierModule } from './supplier/supplier.module';
import { migrations } from './migrations';
import { ReferencesModule } from './references/references.module';
import { tenancy } from './tenancy';

/** TypeORM entities of the service's own tables (projections are written in SQL). */
export const entities: Array<new () => object> = [
  ExpenseEntity,
  ExpenseItemEntity,
  ExpenseMiscEntity,
  ExpenseUploadEntity,
  ExpenseStateChangeEntity,
  ExtractionJobEntity,
];

@Module({})
export class AppModule {
  static forRoot(config: FinanceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, entities, migrations, tenancy }),
        // 21-finance-core: projections of suppliers, ingredients, inventory items; expenses
        ReferencesModule,
        ExpenseModule,
        // 21-finance-extras: files, overview, progress, Past Purchases, PO → expense
        StorageModule.forRoot({ kinds: [EXPENSE_FILE] }),
        FilesModule,
        OverviewModule,
        ProgressModule,
        SupplierModule,
        PurchaseOrderModule,
        // 22: Automate Expense (the worker reads in its own process: src/worker.ts)
        ExtractionModule,
        // 24: Send to Xero
        AccountingModule,
      ],
    };
  }
}
