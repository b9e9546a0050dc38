import { Module } from '@nestjs/common';
import { ExpenseModule } from '../expense/expense.module';
import { OverviewResolver } from './overview.resolver';
import { OverviewService } from './overview.service';

@Module({ imports: [ExpenseModule], providers: [OverviewService, OverviewResolver] })
export class OverviewModule {}
