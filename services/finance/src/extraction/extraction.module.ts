import { Module } from '@nestjs/common';
import { ExpenseModule } from '../expense/expense.module';
import { ExtractionResults } from './extraction-results';
import { ExtractionSweeper } from './extraction-sweeper';
import { ExtractionLoaders } from './extraction.loaders';
import { ExtractionResolver } from './extraction.resolver';
import { ExtractionService } from './extraction.service';

/** Automate Expense in the finance API (issue 22): the start, the review, the sweeper. */
@Module({
  imports: [ExpenseModule],
  providers: [
    ExtractionService,
    ExtractionLoaders,
    ExtractionResolver,
    ExtractionResults,
    ExtractionSweeper,
  ],
  exports: [ExtractionResults, ExtractionSweeper],
})
export class ExtractionModule {}
