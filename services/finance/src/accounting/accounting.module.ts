import { Module } from '@nestjs/common';
import { ExpenseModule } from '../expense/expense.module';
import { AccountingConnectionProjection } from './accounting-connection.projection';
import { AccountingListener } from './accounting.listener';
import { AccountingResolver } from './accounting.resolver';
import { AccountingService } from './accounting.service';

/** Send to Xero (issue 24, flows.md §4.11): the connection, the push requests and answers. */
@Module({
  imports: [ExpenseModule],
  providers: [
    AccountingConnectionProjection,
    AccountingService,
    AccountingListener,
    AccountingResolver,
  ],
})
export class AccountingModule {}
