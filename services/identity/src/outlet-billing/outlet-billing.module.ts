import { Module } from '@nestjs/common';
import { OutletModule } from '../outlet/outlet.module';
import { OutletBillingResolver, OutletBillingsFieldResolver } from './outlet-billing.resolver';
import { OutletBillingService } from './outlet-billing.service';

@Module({
  imports: [OutletModule],
  providers: [OutletBillingService, OutletBillingResolver, OutletBillingsFieldResolver],
})
export class OutletBillingModule {}
