import { Directive, ObjectType } from '@nestjs/graphql';
import { Connection } from '@mise/platform';
import { PartyModel } from '../party/party.model';

/** A client (spec 3 §3); invoices reference it by id and outlet. */
@ObjectType('Client')
@Directive('@key(fields: "id outletId")')
export class ClientModel extends PartyModel {}

@ObjectType('ClientConnection')
export class ClientConnectionModel extends Connection(ClientModel) {}
