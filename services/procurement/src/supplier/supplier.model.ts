import { Directive, ObjectType } from '@nestjs/graphql';
import { Connection } from '@mise/platform';
import { PartyModel } from '../party/party.model';

/** A supplier (spec 3 §3); purchase orders and other subgraphs reference it by id and outlet. */
@ObjectType('Supplier')
@Directive('@key(fields: "id outletId")')
export class SupplierModel extends PartyModel {}

@ObjectType('SupplierConnection')
export class SupplierConnectionModel extends Connection(SupplierModel) {}
