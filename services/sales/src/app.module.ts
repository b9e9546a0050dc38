import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, StorageModule } from '@mise/platform';
import type { SalesConfig } from './config';
import { uploadKinds } from './import/sales-csv.service';
import { migrations } from './migrations';
import { AppOrderEntity } from './order/app-order.entity';
import {
  SaleEntity,
  SalesBillingEntity,
  SalesItemEntity,
  SalesMiscEntity,
} from './sale/sale.entity';
import { SalesModule } from './sales.module';
import { tenancy } from './tenancy';

export const entities = [
  SaleEntity,
  SalesItemEntity,
  SalesMiscEntity,
  SalesBillingEntity,
  AppOrderEntity,
];

@Module({})
export class AppModule {
  static forRoot(config: SalesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, entities, migrations, tenancy }),
        StorageModule.forRoot({ kinds: uploadKinds }),
        SalesModule,
      ],
    };
  }
}
