import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import { StockAdjustmentEntity } from './adjustment/stock-adjustment.entity';
import { BatchAdjustmentEntity } from './batch-adjustment/batch-adjustment.entity';
import type { InventoryConfig } from './config';
import { IngredientEntity } from './ingredient/ingredient.entity';
import { InventoryItemEntity } from './inventory-item/inventory-item.entity';
import { InventoryModule } from './inventory.module';
import { ledgerEntities, LedgerModule } from './ledger';
import { migrations } from './migrations';
import { BatchStockEntity, BatchStockInEntity } from './production/batch-stock.entity';
import { StockEntryEntity } from './stock-entry/stock-entry.entity';
import { tenancy } from './tenancy';
import { UnitOfMeasureEntity } from './units/unit-of-measure.entity';

export const entities = [
  IngredientEntity,
  InventoryItemEntity,
  StockAdjustmentEntity,
  UnitOfMeasureEntity,
  BatchStockEntity,
  BatchStockInEntity,
  BatchAdjustmentEntity,
  StockEntryEntity,
  ...ledgerEntities,
];

@Module({})
export class AppModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, entities, migrations, tenancy }),
        LedgerModule,
        InventoryModule,
      ],
    };
  }
}
