import { Module } from '@nestjs/common';
import { BatchLoaders } from './batch/batch-item.loaders';
import {
  BatchItemResolver,
  MenuBatchIngredientResolver,
  VariantBatchItemResolver,
} from './batch/batch-item.resolver';
import { BatchItemService } from './batch/batch-item.service';
import { BatchUsageProjection } from './batch/batch-usage.listener';
import { IngredientCosts } from './costing/ingredient-costs';
import { IngredientCostsListener } from './costing/ingredient-costs.listener';
import { InventoryItemListener } from './inventory-item/inventory-item.listener';
import { InventoryItems } from './inventory-item/inventory-items';
import { CatalogueLookup } from './lookup/lookup.service';
import { MenuLoaders } from './menu/menu-item.loaders';
import { MenuItemResolver } from './menu/menu-item.resolver';
import { MenuItemService } from './menu/menu-item.service';
import { MenuRecost } from './menu/menu-recost';
import { MenuRecostQueue } from './menu/menu-recost.queue';
import { MenuPhotoService } from './photo/menu-photo.service';
import { OutletProgressResolver } from './progress/outlet-progress';
import { CatalogueProjections } from './settings/settings.listener';
import { CatalogueSettingsResolver } from './settings/settings.resolver';
import { CatalogueSettingsService } from './settings/settings.service';
import { OutletTableResolver } from './table/outlet-table.resolver';
import { OutletTableLoaders } from './table/outlet-table.loaders';
import { OutletTableService } from './table/outlet-table.service';
import { MenuVariantResolver, VariantResolver } from './variant/variant.resolver';
import { VariantLoaders } from './variant/variant.loaders';
import { VariantService } from './variant/variant.service';

/** Menu items, variants, batch items, tables, the projections, the lookup and the progress step. */
@Module({
  providers: [
    IngredientCosts,
    IngredientCostsListener,
    MenuRecost,
    MenuRecostQueue,
    MenuItemService,
    MenuLoaders,
    MenuItemResolver,
    MenuPhotoService,
    VariantService,
    VariantLoaders,
    VariantResolver,
    MenuVariantResolver,
    BatchItemService,
    BatchLoaders,
    BatchItemResolver,
    MenuBatchIngredientResolver,
    VariantBatchItemResolver,
    BatchUsageProjection,
    OutletTableService,
    OutletTableLoaders,
    OutletTableResolver,
    CatalogueSettingsService,
    CatalogueSettingsResolver,
    CatalogueProjections,
    CatalogueLookup,
    OutletProgressResolver,
    InventoryItems,
    InventoryItemListener,
  ],
})
export class CatalogueModule {}
