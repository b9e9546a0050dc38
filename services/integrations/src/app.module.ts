import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import type { IntegrationsConfig } from './config';
import { AccountingModule } from './accounting/accounting.module';
import { ConnectionsModule } from './connections/connections.module';
import { MailModule } from './mail/mail.module';
import { migrations } from './migrations';
import { PosModule } from './pos/pos.module';
import { tenancy } from './tenancy';

/** TypeORM entities of the service's own tables (read and written with SQL: none). */
export const entities: Array<new () => object> = [];

@Module({})
export class AppModule {
  static forRoot(config: IntegrationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ config, entities, migrations, tenancy }),
        ConnectionsModule,
        MailModule,
        AccountingModule,
        PosModule,
      ],
    };
  }
}
