import { Module } from '@nestjs/common';
import { OutletOwnerResolver, OwnerResolver } from './owner.resolver';
import { OwnerService } from './owner.service';

@Module({
  providers: [OwnerService, OwnerResolver, OutletOwnerResolver],
  exports: [OwnerService],
})
export class OwnerModule {}
