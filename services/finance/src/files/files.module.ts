import { Module } from '@nestjs/common';
import { ExpenseModule } from '../expense/expense.module';
import { ExpenseFilesLoaders } from './expense-files.loaders';
import { ExpenseFilesResolver } from './expense-files.resolver';
import { ExpenseFilesService } from './expense-files.service';

/** An expense's files (finance-extras). StorageModule is global: imported once in AppModule. */
@Module({
  imports: [ExpenseModule],
  providers: [ExpenseFilesService, ExpenseFilesLoaders, ExpenseFilesResolver],
  exports: [ExpenseFilesService],
})
export class FilesModule {}
