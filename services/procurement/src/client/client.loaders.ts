import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import type { ClientEntity } from '../party/party.entity';
import { PartyLoaders } from '../party/party.loaders';
import { ClientService } from './client.service';

@Injectable()
export class ClientLoaders extends PartyLoaders<ClientEntity> {
  constructor(db: Db, service: ClientService) {
    super(db, service, 'clients');
  }
}
