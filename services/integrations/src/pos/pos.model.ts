import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { PosStoreView, PosSyncView } from './pos.service';

/** A store of the owner's Loyverse account and the outlet its receipts go to. */
@ObjectType('PosStore')
export class PosStoreModel {
  @Field({ description: "Loyverse's store id" })
  storeId!: string;

  @Field({ description: 'The store name in Loyverse' })
  name!: string;

  @Field(() => ID, { nullable: true, description: 'The outlet its receipts go to; null: none yet' })
  outletId!: string | null;

  @Field(() => String, { nullable: true })
  outletName!: string | null;

  @Field(() => Int, {
    description: 'Receipts of the store kept until it is linked to an outlet (then sent)',
  })
  pendingReceipts!: number;

  static from(v: PosStoreView): PosStoreModel {
    return { ...v };
  }
}

/** What a catch-up pull of Loyverse receipts did. */
@ObjectType('PosSync')
export class PosSyncModel {
  @Field(() => Int, { description: 'Receipts sent to their outlet (new or changed)' })
  received!: number;

  @Field(() => Int, { description: 'Receipts kept until their store is linked to an outlet' })
  pending!: number;

  @Field({ description: 'What happened, in plain words' })
  message!: string;

  static from(v: PosSyncView): PosSyncModel {
    return { received: v.sent, pending: v.pending, message: v.message };
  }
}
