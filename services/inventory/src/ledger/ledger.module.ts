import { Module } from '@nestjs/common';
import { LedgerConsumers } from './ledger.listener';
import { Ledger } from './ledger.service';
import { RecipeStore } from './recipes.service';

/**
 * The stock ledger, the recipe projections and the consumers of other services' events that
 * write to it. Exports `Ledger` and `RecipeStore` (usage counts for the delete rules).
 */
@Module({
  providers: [Ledger, RecipeStore, LedgerConsumers],
  exports: [Ledger, RecipeStore],
})
export class LedgerModule {}
