import { Module } from '@nestjs/common';
import { LedgerConsumers } from './ledger.listener';
import { LedgerQueries } from './ledger.queries';
import { Ledger } from './ledger.service';
import { RecipeStore } from './recipes.service';

/**
 * The stock ledger, the recipe projections and the consumers of other services' events that
 * write to it. Exports `Ledger` (the write path), `LedgerQueries` (its reads) and `RecipeStore` (usage counts for the delete rules).
 */
@Module({
  providers: [Ledger, LedgerQueries, RecipeStore, LedgerConsumers],
  exports: [Ledger, LedgerQueries, RecipeStore],
})
export class LedgerModule {}
