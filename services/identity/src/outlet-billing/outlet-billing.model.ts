import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AmountType, BillingType } from './billing.enums';
import type { OutletBillingEntity } from './outlet-billing.entity';

/** An outlet billing add-on (Settings > Billing). */
@ObjectType('OutletBilling')
export class OutletBillingModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field()
  name!: string;

  @Field(() => BillingType)
  type!: BillingType;

  @Field({ description: 'Exact decimal with 2 places: "12.50"' })
  amount!: string;

  @Field(() => AmountType)
  amountType!: AmountType;

  @Field()
  enabled!: boolean;

  static from(this: void, row: OutletBillingEntity): OutletBillingModel {
    return Object.assign(new OutletBillingModel(), {
      id: row.id,
      outletId: row.outletId,
      name: row.name,
      type: row.type,
      amount: row.amount,
      amountType: row.amountType,
      enabled: row.enabled,
    });
  }
}
