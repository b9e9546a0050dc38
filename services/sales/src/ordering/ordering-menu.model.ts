import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { VariantType } from '@mise/contracts';

// the contracts' enum under its one GraphQL name (catalogue registers it the same way; federation
// composes identical enums)
registerEnumType(VariantType, {
  name: 'VariantType',
  description: 'SINGLE: one choice (maxChoice 1); MULTIPLE: up to maxChoice',
});

@ObjectType('OrderingOption')
export class OrderingOptionModel {
  @Field(() => ID)
  optionId!: string;

  @Field()
  name!: string;

  @Field({ description: 'Decimal string, 2 dp' })
  addOnPrice!: string;
}

@ObjectType('OrderingVariant')
export class OrderingVariantModel {
  @Field(() => ID)
  variantId!: string;

  @Field()
  name!: string;

  @Field(() => VariantType)
  variantType!: 'SINGLE' | 'MULTIPLE';

  @Field(() => Int)
  maxChoice!: number;

  @Field(() => [OrderingOptionModel])
  options!: OrderingOptionModel[];
}

@ObjectType('OrderingItem')
export class OrderingItemModel {
  @Field(() => ID, { description: "The highest version's id (what placeOrder takes)" })
  menuItemId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field({ description: 'Decimal string, 2 dp' })
  price!: string;

  @Field(() => String, { nullable: true, description: 'A presigned GET of the menu photo' })
  photoUrl!: string | null;

  @Field(() => [OrderingVariantModel])
  variants!: OrderingVariantModel[];
}

@ObjectType('OrderingCategory')
export class OrderingCategoryModel {
  @Field()
  name!: string;

  @Field(() => [OrderingItemModel], { description: 'Sorted by name' })
  items!: OrderingItemModel[];
}

@ObjectType('OrderingBilling')
export class OrderingBillingModel {
  @Field()
  name!: string;

  @Field({ description: 'ADD | DEDUCT' })
  type!: string;

  @Field({ description: 'NUMBER | PERCENTAGE' })
  amountType!: string;

  @Field()
  amount!: string;
}

@ObjectType('OrderingMenu')
export class OrderingMenuModel {
  @Field()
  outletName!: string;

  @Field()
  maskedOutletNumber!: string;

  @Field({ description: 'As the outlet typed it' })
  tableName!: string;

  @Field(() => [OrderingCategoryModel], {
    description: 'Sorted by name; highest version of each menu only, not deleted',
  })
  categories!: OrderingCategoryModel[];

  @Field(() => [OrderingBillingModel], { description: "The outlet's enabled billing add-ons" })
  billings!: OrderingBillingModel[];
}
