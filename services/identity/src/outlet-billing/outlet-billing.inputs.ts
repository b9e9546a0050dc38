import { Field, ID, InputType, PartialType } from '@nestjs/graphql';
import { AmountType, BillingType } from './billing.enums';

/** A new add-on of the current outlet (X-Outlet-ID). */
@InputType()
export class CreateOutletBillingInput {
  @Field()
  name!: string;

  @Field(() => BillingType)
  type!: BillingType;

  @Field({ description: 'Exact decimal, up to 2 places: "12.50" (RM, or percent for PERCENTAGE)' })
  amount!: string;

  @Field(() => AmountType)
  amountType!: AmountType;

  @Field()
  enabled!: boolean;
}

/** Changes an add-on of the current outlet; omitted fields stay. */
@InputType()
export class UpdateOutletBillingInput extends PartialType(CreateOutletBillingInput) {
  @Field(() => ID)
  id!: string;
}
