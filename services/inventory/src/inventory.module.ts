import { Global, Module } from '@nestjs/common';
import { AnalyticsResolver } from './analytics/analytics.resolver';
import { AnalyticsService } from './analytics/analytics.service';
import { BatchAdjustmentResolver } from './batch-adjustment/batch-adjustment.resolver';
import { BatchAdjustmentService } from './batch-adjustment/batch-adjustment.service';
import { BatchItemStockResolver, BatchStockResolver } from './batch-stock/batch-stock.resolver';
import { BatchStockService } from './batch-stock/batch-stock.service';
import { StockAdjustmentResolver } from './adjustment/stock-adjustment.resolver';
import { StockAdjustmentService } from './adjustment/stock-adjustment.service';
import { IngredientLoaders } from './ingredient/ingredient.loaders';
import { IngredientResolver } from './ingredient/ingredient.resolver';
import { IngredientService } from './ingredient/ingredient.service';
import { IngredientPriceListener } from './ingredient/ingredient-price.listener';
import { EnsureItemsHandler } from './inventory-item/ensure-items.handler';
import { InventoryItemLoaders } from './inventory-item/inventory-item.loaders';
import { InventoryItemResolver } from './inventory-item/inventory-item.resolver';
import { InventoryItemService } from './inventory-item/inventory-item.service';
import { LedgerModule } from './ledger/ledger.module';
import { PRICE_LISTENER } from './ledger/price-listener';
import { InventoryLookup } from './lookup/lookup.service';
import { ProductionResolver } from './production/production.resolver';
import { ProductionService } from './production/production.service';
import { OutletProgressResolver } from './progress/outlet-progress';
import { StockEntryResolver } from './stock-entry/stock-entry.resolver';
import { StockEntryService } from './stock-entry/stock-entry.service';

/**
 * Ingredients, units, adjustments, inventory items, batch production and batch stock, the lookup and the progress step. Global so
 * that the ledger (which this module imports) sees `PRICE_LISTENER`: the ingredient service
 * turns the ledger's price changes into `inventory.ingredient.saved`.
 */
@Global()
@Module({
  imports: [LedgerModule],
  providers: [
    IngredientService,
    IngredientLoaders,
    IngredientResolver,
    IngredientPriceListener,
    { provide: PRICE_LISTENER, useExisting: IngredientPriceListener },
    InventoryItemService,
    InventoryItemLoaders,
    InventoryItemResolver,
    EnsureItemsHandler,
    StockAdjustmentService,
    StockAdjustmentResolver,
    StockEntryService,
    StockEntryResolver,
    ProductionService,
    ProductionResolver,
    BatchAdjustmentService,
    BatchAdjustmentResolver,
    BatchStockService,
    BatchStockResolver,
    BatchItemStockResolver,
    InventoryLookup,
    OutletProgressResolver,
    AnalyticsService,
    AnalyticsResolver,
  ],
  exports: [PRICE_LISTENER],
})
export class InventoryModule {}
