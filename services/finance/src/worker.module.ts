import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, StorageModule } from '@mise/platform';
import { entities } from './app.module';
import type { FinanceConfig } from './config';
import { ExpenseService } from './expense/expense.service';
import { ExtractionResults } from './extraction/extraction-results';
import {
  DOCUMENT_READER,
  type DocumentReader,
  ExtractionWorker,
} from './extraction/extraction-worker';
import { ItemMemory } from './extraction/item-memory';
import { EXPENSE_FILE } from './files/expense-file.kind';
import { ReferencesProjection } from './references/references.projection';

/**
 * The extraction worker's process (issue 22): the platform without HTTP (database, NATS, outbox),
 * file storage, the expense rules it applies results with, and the engine (`reader`).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: FinanceConfig, reader: DocumentReader): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        PlatformModule.forWorker({ config, entities }),
        StorageModule.forRoot({ kinds: [EXPENSE_FILE] }),
      ],
      providers: [
        { provide: DOCUMENT_READER, useValue: reader },
        ReferencesProjection,
        ItemMemory,
        ExpenseService,
        ExtractionResults,
        ExtractionWorker,
      ],
      exports: [ExtractionWorker, ExtractionResults],
    };
  }
}
