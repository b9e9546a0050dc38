import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import type { BillingConfig } from './config';
import { BillingExampleItemEntity } from './example/example-item.entity';
import { ExampleModule } from './example/example.module';
import { migrations } from './migrations';
import { tenancy } from './tenancy';

export const entities = [BillingExampleItemEntity];

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ config, entities, migrations, tenancy }), ExampleModule],
    };
  }
}
