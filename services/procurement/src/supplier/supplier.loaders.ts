import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import type { SupplierEntity } from '../party/party.entity';
import { PartyLoaders } from '../party/party.loaders';
import { SupplierService } from './supplier.service';

@Injectable()
export class SupplierLoaders extends PartyLoaders<SupplierEntity> {
  constructor(db: Db, service: SupplierService) {
    super(db, service, 'suppliers');
  }
}
