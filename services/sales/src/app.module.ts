import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import type { SalesConfig } from './config';
import { SalesExampleItemEntity } from './example/example-item.entity';
import { ExampleModule } from './example/example.module';
import { migrations } from './migrations';
import { tenancy } from './tenancy';

export const entities = [SalesExampleItemEntity];

@Module({})
export class AppModule {
  static forRoot(config: SalesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ config, entities, migrations, tenancy }), ExampleModule],
    };
  }
}
