export * from './ledger.types';
export * from './ledger.service';
export * from './ledger.queries';
export * from './ledger.module';
export * from './price-listener';
export * from './recipes.service';
export { ROLLUP_BACKFILL, ROLLUP_FROM_ROWS, NIL_UUID } from './stock-movement-daily';
export { usageOf, type MenuRecipe, type RecipeBook, type UsageEffect } from './usage';
import type { MigrationList } from '@mise/platform';
import { StockLedger1760000000200 } from './1760000000200-stock-ledger.migration';

/** The ledger's TypeORM entities and migrations (listed by app.module.ts and migrations/index.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const ledgerEntities: Function[] = [];
export const ledgerMigrations: MigrationList = [StockLedger1760000000200];

/**
 * The ledger's outlet-scoped tables, children first: `src/tenancy.ts` lists them in `tables` so
 * that identity's outlet deletion purges them.
 */
export const ledgerTables = [
  'stock_movement_daily',
  'stock_checkpoints',
  'item_stock',
  'stock_movements',
  'stock_sources',
  'menu_item_recipes',
  'variant_recipes',
  'batch_item_recipes',
  'expense_usage',
] as const;
