import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, StorageModule } from '@mise/platform';
import { BatchIngredientEntity, BatchItemEntity } from './batch/batch-item.entity';
import { CatalogueModule } from './catalogue.module';
import type { CatalogueConfig } from './config';
import {
  MenuBatchIngredientEntity,
  MenuIngredientEntity,
  MenuItemEntity,
  MenuVariantEntity,
} from './menu/menu-item.entity';
import { migrations } from './migrations';
import { uploadKinds } from './photo/menu-photo.service';
import { OutletTableEntity } from './table/outlet-table.entity';
import { tenancy } from './tenancy';
import {
  VariantBatchItemEntity,
  VariantEntity,
  VariantIngredientEntity,
} from './variant/variant.entity';

export const entities = [
  MenuItemEntity,
  MenuIngredientEntity,
  MenuBatchIngredientEntity,
  MenuVariantEntity,
  VariantEntity,
  VariantIngredientEntity,
  VariantBatchItemEntity,
  OutletTableEntity,
  BatchItemEntity,
  BatchIngredientEntity,
];

@Module({})
export class AppModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, entities, migrations, tenancy }),
        StorageModule.forRoot({ kinds: uploadKinds }),
        CatalogueModule,
      ],
    };
  }
}
