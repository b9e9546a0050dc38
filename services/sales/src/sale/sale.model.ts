import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { SaleSourceType, SaleState } from '@mise/contracts';
import { dec, roundMoney } from '@mise/domain';
import { Connection } from '@mise/platform';
import type { SaleRows, SalesBillingEntity, SalesItemEntity, SalesMiscEntity } from './sale.entity';

registerEnumType(SaleState, {
  name: 'SaleState',
  description: 'CONFIRMED from creation; PROCESSING only inside a CSV import; PROCESSED never set',
});

registerEnumType(SaleSourceType, { name: 'SaleSourceType' });

export const SaleItemKindEnum = { REGULAR: 'REGULAR', VARIANT: 'VARIANT' } as const;
registerEnumType(SaleItemKindEnum, {
  name: 'SaleItemKind',
  description: 'VARIANT when options were chosen',
});

@ObjectType('SoldOption')
export class SoldOptionModel {
  @Field(() => ID)
  variantId!: string;

  @Field()
  variantName!: string;

  @Field(() => ID, { description: 'The variantIngredientId or variantBatchItemId' })
  optionId!: string;

  @Field({
    description:
      "The chosen option's name (its ingredient or batch item, 'EGG'); '' when not known",
  })
  optionName!: string;

  @Field({ description: 'INGREDIENT or BATCH' })
  kind!: string;

  @Field()
  addOnPrice!: string;

  @Field({ description: 'Per item' })
  quantity!: string;

  @Field({ description: 'Whether it depletes stock (an amount above 0)' })
  mappedToStock!: boolean;
}

@ObjectType('SalesItem')
export class SalesItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  menuItemId!: string;

  @Field(() => ID, { nullable: true })
  menuId!: string | null;

  @Field(() => Int)
  versionNumber!: number;

  @Field()
  name!: string;

  @Field(() => SaleItemKindEnum)
  kind!: keyof typeof SaleItemKindEnum;

  @Field()
  quantity!: string;

  @Field({ description: 'The menu price when sold, add-ons apart' })
  salePrice!: string;

  @Field({ description: 'The cost per serving when sold' })
  costPerServing!: string;

  @Field({ description: '(salePrice + Σ add-ons) × quantity' })
  total!: string;

  @Field({ description: 'Whether the version had a recipe when sold (else "not mapped to stock")' })
  mappedToStock!: boolean;

  @Field(() => [SoldOptionModel])
  options!: SoldOptionModel[];

  static from(i: SalesItemEntity): SalesItemModel {
    return {
      id: i.id,
      menuItemId: i.menuItemId,
      menuId: i.menuId,
      versionNumber: i.versionNumber,
      name: i.name,
      kind: i.options.length ? 'VARIANT' : 'REGULAR',
      quantity: dec(i.quantity),
      salePrice: roundMoney(i.salePrice),
      costPerServing: dec(i.costPerServing),
      total: roundMoney(i.total),
      mappedToStock: i.hasRecipe,
      options: i.options.map((o) => ({
        ...o,
        optionName: o.optionName ?? '',
        mappedToStock: o.mapped,
      })),
    };
  }
}

@ObjectType('SalesMisc')
export class SalesMiscModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  total!: string;

  static from(m: SalesMiscEntity): SalesMiscModel {
    return { id: m.id, name: m.name, total: roundMoney(m.total) };
  }
}

@ObjectType('SalesBillingLine')
export class SalesBillingModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'ADD or DEDUCT' })
  type!: string;

  @Field({ description: 'NUMBER (RM) or PERCENTAGE' })
  amountType!: string;

  @Field()
  amount!: string;

  @Field({ description: 'Signed: negative for DEDUCT' })
  price!: string;

  static from(b: SalesBillingEntity): SalesBillingModel {
    return {
      id: b.id,
      name: b.name,
      type: b.type,
      amountType: b.amountType,
      amount: roundMoney(b.amount),
      price: roundMoney(b.price),
    };
  }
}

@ObjectType('Sale')
export class SaleModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'YYYY-MM-DD' })
  saleDate!: string;

  @Field(() => SaleState)
  saleState!: SaleState;

  @Field(() => SaleSourceType)
  sourceType!: SaleSourceType;

  @Field(() => String, {
    nullable: true,
    description: "The app order's code, the invoice id or the POS receipt id",
  })
  sourceRef!: string | null;

  @Field(() => Date, { nullable: true, description: 'APP: when the order was placed' })
  orderTimestamp!: Date | null;

  @Field({ description: 'Σ item totals (options included)' })
  subTotal!: string;

  @Field({ description: 'Σ billing line prices (signed)' })
  billingTotal!: string;

  @Field()
  miscTotal!: string;

  @Field({ description: 'sub + billing + misc' })
  nettTotal!: string;

  @Field({ description: 'MANUAL and inside the 90-day window: may be edited or deleted now' })
  editable!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Why it is never changed here: 'from an invoice' (change the invoice instead), 'from the point of sale'",
  })
  readOnlyReason!: string | null;

  @Field(() => [SalesItemModel])
  items!: SalesItemModel[];

  @Field(() => [SalesMiscModel])
  miscs!: SalesMiscModel[];

  @Field(() => [SalesBillingModel])
  billings!: SalesBillingModel[];

  @Field(() => String, { nullable: true, description: "Xero's id once pushed (Send to Xero)" })
  xeroId!: string | null;

  /** the sale's outlet (the accountingPush loader's scope); not a field */
  outletId!: string;

  static from({ sale: s, items, miscs, billings, editable, readOnlyReason }: SaleRows): SaleModel {
    return {
      id: s.id,
      saleDate: s.saleDate,
      saleState: s.saleState,
      sourceType: s.sourceType,
      sourceRef: s.sourceRef,
      orderTimestamp: s.orderTimestamp,
      subTotal: roundMoney(s.subTotal),
      billingTotal: roundMoney(s.billingTotal),
      miscTotal: roundMoney(s.miscTotal),
      nettTotal: roundMoney(s.nettTotal),
      editable,
      readOnlyReason,
      items: items.map((i) => SalesItemModel.from(i)),
      miscs: miscs.map((m) => SalesMiscModel.from(m)),
      billings: billings.map((b) => SalesBillingModel.from(b)),
      xeroId: s.xeroId ?? null,
      outletId: s.outletId,
    };
  }
}

@ObjectType('SaleConnection')
export class SaleConnectionModel extends Connection(SaleModel) {}

@ObjectType('SalesDay')
export class SalesDayModel {
  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field({ description: 'Σ nett of the day, every source' })
  nettTotal!: string;

  @Field({ description: 'Σ nett of the day\'s APP sales (the calendar\'s "RM x.xx")' })
  appNettTotal!: string;

  @Field(() => Int)
  sales!: number;
}

@ObjectType('BillingAnalyticsItem')
export class BillingAnalyticsItemModel {
  @Field()
  name!: string;

  @Field({ description: "The latest line's type (ADD or DEDUCT)" })
  type!: string;

  @Field({ description: "The latest line's amount (RM or percent)" })
  amount!: string;

  @Field({ description: 'Σ price of the lines of that name' })
  price!: string;
}

@ObjectType('UnmappedItem')
export class UnmappedItemModel {
  @Field(() => ID)
  menuItemId!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  versionNumber!: number;

  @Field(() => String, { nullable: true, description: 'The variant of an unmapped option' })
  optionName!: string | null;
}

@InputType()
export class SaleItemInput {
  @Field(() => ID, { description: 'A menu item version' })
  menuItemId!: string;

  @Field({ description: 'Above 0, at most 1 decimal' })
  quantity!: string;

  @Field(() => [ID], { nullable: true, description: "Options of the item's variants" })
  optionIds?: string[] | null;
}

@InputType()
export class SaleMiscInput {
  @Field()
  name!: string;

  @Field({ description: 'RM, 2 decimals, may be negative' })
  total!: string;
}

@InputType()
export class SaleInput {
  @Field({ description: 'YYYY-MM-DD' })
  saleDate!: string;

  @Field(() => [SaleItemInput])
  items!: SaleItemInput[];

  @Field(() => [SaleMiscInput], { nullable: true })
  miscs?: SaleMiscInput[] | null;
}
