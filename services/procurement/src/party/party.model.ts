import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { storedParty, type PartyRow } from './party.entity';

@ObjectType('PartyContact')
export class PartyContactModel {
  @Field()
  name!: string;

  @Field({ description: 'E.164, e.g. +60123456789' })
  phoneNumber!: string;
}

@ObjectType('PaymentDetail')
export class PaymentDetailModel {
  @Field({ description: 'Beneficiary name' })
  name!: string;

  @Field()
  accountNumber!: string;

  @Field()
  bank!: string;
}

@InputType()
export class PartyContactInput {
  @Field()
  name!: string;

  @Field({ description: 'Any form a person types; MY by default; stored in E.164' })
  phoneNumber!: string;
}

@InputType()
export class PaymentDetailInput {
  @Field()
  name!: string;

  @Field()
  accountNumber!: string;

  @Field()
  bank!: string;
}

/** A supplier's or client's Business Info (spec 3 §2.4, §5.2): replaces the stored values. */
@InputType()
export class PartyInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => [String], { nullable: true, description: 'At most 2 lines' })
  address?: string[] | null;

  @Field(() => String, { nullable: true })
  postcode?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;

  @Field(() => [PartyContactInput], { nullable: true, description: 'At most one' })
  contacts?: PartyContactInput[] | null;

  @Field(() => [PaymentDetailInput], { nullable: true })
  paymentDetails?: PaymentDetailInput[] | null;
}

/** The fields a supplier and a client share (spec 3 §3); each declares its own type. */
@ObjectType({ isAbstract: true })
export abstract class PartyModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => [String])
  address!: string[];

  @Field(() => String, { nullable: true })
  postcode!: string | null;

  @Field(() => String, { nullable: true })
  state!: string | null;

  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => PartyContactModel, { nullable: true, description: 'The one contact, if any' })
  contact!: PartyContactModel | null;

  @Field(() => [PaymentDetailModel])
  paymentDetails!: PaymentDetailModel[];

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  static from<T extends PartyModel>(this: new () => T, row: PartyRow): T {
    return Object.assign(new this(), {
      id: row.id,
      outletId: row.outletId,
      ...storedParty(row),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  }
}

/** A directory page: by name A→Z, `search` a case-insensitive "contains" on the name. */
@ArgsType()
export class PartyListArgs {
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => Int, { defaultValue: 0 })
  offset: number = 0;

  @Field(() => Int, { defaultValue: 50 })
  limit: number = 50;
}
