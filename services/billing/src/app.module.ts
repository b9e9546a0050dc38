import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@mise/platform';
import { BillingModule } from './billing.module';
import { PlanEntity, TopupEntity } from './catalog/catalog.entity';
import type { BillingConfig } from './config';
import { migrations } from './migrations';
import {
  BillingAccountEntity,
  CheckoutEntity,
  SubscriptionEntity,
} from './subscription/subscription.entity';
import { tenancy } from './tenancy';

export const entities = [
  PlanEntity,
  TopupEntity,
  BillingAccountEntity,
  SubscriptionEntity,
  CheckoutEntity,
];

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ config, entities, migrations, tenancy }), BillingModule],
    };
  }
}
