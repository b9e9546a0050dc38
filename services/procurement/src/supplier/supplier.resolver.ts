import { Resolver, ResolveReference } from '@nestjs/graphql';
import { PartyResolver } from '../party/party.resolver';
import { SupplierConnectionModel, SupplierModel } from './supplier.model';
import { SupplierLoaders } from './supplier.loaders';
import { SupplierService } from './supplier.service';

@Resolver(() => SupplierModel)
export class SupplierResolver extends PartyResolver(SupplierModel, SupplierConnectionModel, {
  one: 'supplier',
  many: 'suppliers',
  Type: 'Supplier',
}) {
  constructor(service: SupplierService, loaders: SupplierLoaders) {
    super(service, loaders);
  }

  @ResolveReference()
  resolveReference(ref: { id: string; outletId: string }): Promise<SupplierModel | null> {
    return this.reference(ref);
  }
}
