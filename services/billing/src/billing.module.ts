import { Module } from '@nestjs/common';
import { ANALYSIS_REPLY_HOOK, OUTLET_PURGE_HOOK } from '@mise/platform';
import { CatalogResolver } from './catalog/catalog.resolver';
import { CatalogService } from './catalog/catalog.service';
import { CreditsListener } from './credits/credits.listener';
import { CreditsService } from './credits/credits.service';
import { BillingHooks } from './outlet/billing-hooks';
import { OutletBillingLoaders } from './outlet/outlet.loaders';
import { OutletBillingResolver } from './outlet/outlet.resolver';
import { StripePort } from './stripe/stripe.port';
import { SubscriptionState } from './subscription/subscription-state';
import { SubscriptionResolver } from './subscription/subscription.resolver';
import { SubscriptionService } from './subscription/subscription.service';
import { WebhookController } from './webhook/webhook.controller';
import { WebhookService } from './webhook/webhook.service';

@Module({
  controllers: [WebhookController],
  providers: [
    StripePort,
    CatalogService,
    CatalogResolver,
    SubscriptionState,
    SubscriptionService,
    SubscriptionResolver,
    CreditsService,
    CreditsListener,
    WebhookService,
    OutletBillingLoaders,
    OutletBillingResolver,
    BillingHooks,
    { provide: ANALYSIS_REPLY_HOOK, useExisting: BillingHooks },
    { provide: OUTLET_PURGE_HOOK, useExisting: BillingHooks },
  ],
})
export class BillingModule {}
