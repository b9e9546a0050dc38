import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import type { CatalogueConfig } from './config';
import { ExampleItemEntity } from './example/example-item.entity';
import { ExampleModule } from './example/example.module';
import { migrations } from './migrations';
import { tenancy } from './tenancy';

export const entities = [ExampleItemEntity];

@Module({})
export class AppModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ config, entities, migrations, tenancy }), ExampleModule],
    };
  }
}
