import { Module } from '@nestjs/common';
import { SupplierUsageListener } from './supplier-usage.listener';
import { SupplierLoaders } from './supplier.loaders';
import { SupplierRequests } from './supplier.requests';
import { SupplierResolver } from './supplier.resolver';
import { SupplierService } from './supplier.service';

@Module({
  providers: [
    SupplierService,
    SupplierLoaders,
    SupplierResolver,
    SupplierRequests,
    SupplierUsageListener,
  ],
  exports: [SupplierService],
})
export class SupplierModule {}
