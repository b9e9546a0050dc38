import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import type { OwnerEntity } from './owner.entity';

@ObjectType('BasicInfo')
export class BasicInfoModel {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +60123456789' })
  whatsappNumber!: string | null;
}

/**
 * An outlet's owner as `Outlet.owner` shows it (the admin's outlet list): the account without its
 * outlets, so `Owner -> outlets -> owner -> outlets -> ...` cannot nest (one query could otherwise
 * multiply the outlet list at every level). `Owner` is this plus its own fields.
 */
@ObjectType('OutletOwner')
export class OutletOwnerModel {
  @Field(() => ID)
  id!: string;

  @Field(() => BasicInfoModel)
  basicInfo!: BasicInfoModel;

  @Field()
  isAdmin!: boolean;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  static from(this: void, row: OwnerEntity): OutletOwnerModel {
    return Object.assign(new OutletOwnerModel(), {
      id: row.id,
      basicInfo: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        whatsappNumber: row.whatsappNumber,
      },
      isAdmin: row.isAdmin,
      companyName: row.companyName,
    });
  }
}

/** An owner account. `outlets` is resolved by OwnerResolver (one query for all outlets). */
@ObjectType('Owner')
@Directive('@key(fields: "id")')
export class OwnerModel extends OutletOwnerModel {
  @Field(() => String, { nullable: true })
  avatarUrl!: string | null;

  @Field(() => String, { nullable: true })
  companyLogo!: string | null;

  @Field()
  isVerified!: boolean;

  @Field(() => ID, { nullable: true })
  currentOutletId!: string | null;

  static override from(this: void, row: OwnerEntity): OwnerModel {
    return Object.assign(new OwnerModel(), OutletOwnerModel.from(row), {
      avatarUrl: row.avatarUrl,
      companyLogo: row.companyLogo,
      isVerified: row.isVerified,
      currentOutletId: row.currentOutletId,
    });
  }
}
/** The answer of signIn (the spec's /users/getUserByEmail). */
@ObjectType('SignInResult')
export class SignInResultModel {
  @Field(() => ID)
  userId!: string;

  @Field(() => ID)
  sessionId!: string;

  @Field(() => ID, { nullable: true, description: 'The current outlet; null when there is none' })
  outletId!: string | null;

  @Field()
  isAdmin!: boolean;

  @Field(() => BasicInfoModel)
  basicInfo!: BasicInfoModel;
}
