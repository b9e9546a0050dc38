import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import type { FinanceConfig } from './config';
import { ExampleModule } from './example/example.module';
import { migrations } from './migrations';
import { tenancy } from './tenancy';

/** TypeORM entities of the service's own tables (none yet). */
export const entities: Array<new () => object> = [];

@Module({})
export class AppModule {
  static forRoot(config: FinanceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ config, entities, migrations, tenancy }), ExampleModule],
    };
  }
}
