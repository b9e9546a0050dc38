import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import { ClientEntity } from '../party/party.entity';
import { PartyStore } from '../party/party.store';

/** Clients (spec 3 §2.6, §5.2): the party rules; no other service projects them yet. */
@Injectable()
export class ClientService extends PartyStore<ClientEntity> {
  constructor(db: Db) {
    super(db, ClientEntity, 'client');
  }
}
