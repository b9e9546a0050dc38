import {
  ArgsType,
  Directive,
  Field,
  ID,
  InputType,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';

/** What used an item (the usage doughnut's slices). */
export const UsageKind = {
  SOLD: 'SOLD',
  PRODUCTION: 'PRODUCTION',
  ADJUSTMENT: 'ADJUSTMENT',
} as const;
export type UsageKind = (typeof UsageKind)[keyof typeof UsageKind];
registerEnumType(UsageKind, {
  name: 'UsageKind',
  description:
    'SOLD: sales of a menu item; PRODUCTION: batch production; ADJUSTMENT: stock adjustments, batch adjustments, credit invoices and stock counts',
});

/** Which purchases or production a trend line follows. */
export const StockTrendKind = {
  INGREDIENT: 'INGREDIENT',
  INVENTORY: 'INVENTORY',
  BATCH: 'BATCH',
} as const;
export type StockTrendKind = (typeof StockTrendKind)[keyof typeof StockTrendKind];
registerEnumType(StockTrendKind, {
  name: 'StockTrendKind',
  description:
    'INGREDIENT and INVENTORY (an inventory item): purchases; BATCH (a batch item version): production',
});

@ObjectType('UsageBreakdown', { description: 'One slice of what used an item in a range' })
export class UsageBreakdownModel {
  @Field(() => UsageKind)
  kind!: UsageKind;

  @Field(() => ID, { nullable: true, description: 'SOLD: the menu item (version) sold' })
  menuItemId!: string | null;

  @Field({
    description:
      "SOLD: the menu item's name; PRODUCTION: 'Production'; ADJUSTMENT: 'Stock adjustment'; in menuIngredientUsage: the ingredient's or batch item's name",
  })
  name!: string;

  @Field({ description: "Quantity used in the item's unit (positive: out of stock)" })
  quantity!: string;
}

@ObjectType('IngredientUsage', {
  description: "An ingredient's card over [from, to): closing = opening + purchased − used",
})
export class IngredientUsageModel {
  @Field(() => ID)
  ingredientId!: string;

  @Field()
  name!: string;

  @Field()
  unit!: string;

  @Field({ description: 'Stock now (not the range)' })
  currentStock!: string;

  @Field({ description: 'Stock now × its average price, RM 2 dp (not the range)' })
  currentValue!: string;

  @Field({ description: 'Stock at the end of the day before from' })
  opening!: string;

  @Field({
    description: 'Purchases less purchase returns, and opening stock entered, in the range',
  })
  purchased!: string;

  @Field({
    description:
      'Sales usage, production usage, adjustments, credit invoices and counts, in the range',
  })
  used!: string;

  @Field({ description: 'Stock at the end of the day before to' })
  closing!: string;

  @Field(() => [UsageBreakdownModel], { description: 'used, by what used it (Σ = used)' })
  breakdown!: UsageBreakdownModel[];
}

@ObjectType('BatchUsage', {
  description: "A batch item version's card over [from, to): closing = opening + produced − used",
})
export class BatchUsageModel {
  @Field(() => ID)
  batchItemId!: string;

  @Field()
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "The portion's unit; catalogue keeps none yet (always null)",
  })
  portionUnit!: string | null;

  @Field({ description: 'Portions per batch (0 counts as 1): portions = units × portionSize' })
  portionSize!: string;

  @Field({ description: 'Stock (batches) at the end of the day before from' })
  opening!: string;

  @Field({ description: 'Produced (batches) in the range' })
  produced!: string;

  @Field({ description: 'Sold, adjusted and credited (batches) in the range' })
  used!: string;

  @Field({ description: 'Stock (batches) at the end of the day before to' })
  closing!: string;

  @Field(() => [UsageBreakdownModel], { description: 'used, by what used it (Σ = used)' })
  breakdown!: UsageBreakdownModel[];
}

/** A day of a trend; shared with sales' menu trends (same fields), hence shareable. */
@ObjectType('TrendPoint')
@Directive('@shareable')
export class TrendPointModel {
  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field()
  quantity!: string;

  @Field({ description: 'RM, 2 dp' })
  price!: string;

  @Field(() => String, { nullable: true, description: 'price ÷ quantity; null when quantity is 0' })
  unitPrice!: string | null;
}

@ObjectType('StockTrend', {
  description:
    'Purchases of an ingredient or inventory item, or production of a batch item, per day',
})
export class StockTrendModel {
  @Field({ description: 'INGREDIENT, INVENTORY or BATCH' })
  itemKind!: string;

  @Field(() => ID)
  itemId!: string;

  @Field()
  name!: string;

  @Field(() => [TrendPointModel], { description: 'Days of the range with rows, in date order' })
  points!: TrendPointModel[];
}

@InputType('StockTrendItem')
export class StockTrendItemInput {
  @Field(() => StockTrendKind)
  kind!: StockTrendKind;

  @Field(() => ID)
  id!: string;
}

@ObjectType('AnalyticsSearchHit')
export class AnalyticsSearchHitModel {
  @Field({ description: 'INVENTORY or INGREDIENT' })
  kind!: string;

  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;
}

@ArgsType()
export class RangeArgs {
  @Field({ description: 'YYYY-MM-DD, inclusive' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD, exclusive' })
  to!: string;
}
