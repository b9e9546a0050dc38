import { Module } from '@nestjs/common';
import { OutletResolver, OwnerOutletsResolver } from './outlet.resolver';
import { OutletService } from './outlet.service';

@Module({
  providers: [OutletService, OutletResolver, OwnerOutletsResolver],
  exports: [OutletService],
})
export class OutletModule {}
