import { type DynamicModule, Global, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import { AdminSettingEntity } from './admin/admin-setting.entity';
import { AdminModule } from './admin/admin.module';
import { AdminAuditEntity } from './audit/admin-audit.entity';
import { AuditModule } from './audit/audit.module';
import type { IdentityConfig } from './config';
import { IDENTITY_CONFIG } from './identity.tokens';
import { LookupModule } from './lookup/lookup.module';
import { migrations } from './migrations';
import { IdentityOutletAccess } from './outlet-access';
import { OutletBillingEntity } from './outlet-billing/outlet-billing.entity';
import { OutletBillingModule } from './outlet-billing/outlet-billing.module';
import { OutletEntity } from './outlet/outlet.entity';
import { OutletModule } from './outlet/outlet.module';
import { OwnerEntity } from './owner/owner.entity';
import { OwnerModule } from './owner/owner.module';
import { SessionEntity } from './owner/session.entity';

export const entities = [
  OwnerEntity,
  SessionEntity,
  OutletEntity,
  OutletBillingEntity,
  AdminSettingEntity,
  AdminAuditEntity,
];

/** Identity's config, visible to every module of the service. */
@Global()
@Module({})
class IdentityConfigModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityConfigModule,
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }],
      exports: [IDENTITY_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        IdentityConfigModule.forRoot(config),
        PlatformModule.forRoot({
          config,
          entities,
          migrations,
          outletAccess: IdentityOutletAccess,
        }),
        AuditModule,
        OwnerModule,
        OutletModule,
        OutletBillingModule,
        AdminModule,
        LookupModule,
      ],
    };
  }
}
