import { Module } from '@nestjs/common';
import { OutletBillingResolver, OutletBillingsFieldResolver } from './outlet-billing.resolver';
import { OutletBillingService } from './outlet-billing.service';

@Module({
  providers: [OutletBillingService, OutletBillingResolver, OutletBillingsFieldResolver],
})
export class OutletBillingModule {}
