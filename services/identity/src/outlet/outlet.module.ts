import { Module } from '@nestjs/common';
import { OutletProgressResolver, OutletResolver, OwnerOutletsResolver } from './outlet.resolver';
import { OutletService } from './outlet.service';

@Module({
  providers: [OutletService, OutletResolver, OwnerOutletsResolver, OutletProgressResolver],
  exports: [OutletService],
})
export class OutletModule {}
