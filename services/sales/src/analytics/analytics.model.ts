import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import type {
  ProfitabilityFigures,
  ProfitabilityMethod as Method,
  Quadrant as QuadrantName,
} from '@mise/domain';

/** The quadrant rules of `@mise/domain` (`profitability`), as GraphQL enums. */
export const ProfitabilityMethod = { SPEC: 'SPEC', STANDARD: 'STANDARD' } as const satisfies Record<
  Method,
  Method
>;
registerEnumType(ProfitabilityMethod, {
  name: 'ProfitabilityMethod',
  description:
    'SPEC: split at half the highest margin and popularity; STANDARD: 70 % of the average share and the sales-weighted mean margin',
});

export const Quadrant = {
  POPULAR_PROFITABLE: 'POPULAR_PROFITABLE',
  POPULAR_UNPROFITABLE: 'POPULAR_UNPROFITABLE',
  UNPOPULAR_PROFITABLE: 'UNPOPULAR_PROFITABLE',
  UNPOPULAR_UNPROFITABLE: 'UNPOPULAR_UNPROFITABLE',
} as const satisfies Record<QuadrantName, QuadrantName>;
registerEnumType(Quadrant, { name: 'Quadrant' });

/** A day of the overview (the calendar's `SalesDay` is another type). */
@ObjectType('SalesOverviewDay')
export class SalesOverviewDayModel {
  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field({ description: 'Σ sub totals of the day, 2 places' })
  subTotal!: string;

  @Field({ description: 'Σ nett totals of the day, 2 places' })
  nettTotal!: string;

  @Field({ description: 'Σ cost per serving × quantity of the items sold, 2 places' })
  costTotal!: string;
}

@ObjectType('BillingTotal')
export class BillingTotalModel {
  @Field()
  name!: string;

  @Field({ description: 'Σ signed prices of the billing lines of that name, 2 places' })
  price!: string;
}

/** What a menu item (all its versions) sold over a range. */
@ObjectType('MenuSales')
export class MenuSalesModel {
  @Field(() => ID)
  menuId!: string;

  @Field(() => ID, { description: 'The highest version' })
  menuItemId!: string;

  @Field()
  name!: string;

  @Field()
  quantity!: string;

  @Field({ description: '2 places' })
  salesTotal!: string;

  @Field({ description: '2 places' })
  costTotal!: string;
}

@ObjectType('SalesOverview', { description: 'CONFIRMED sales with sale date in [from, to)' })
export class SalesOverviewModel {
  @Field({ description: 'Sales: Σ sub totals, 2 places' })
  subTotal!: string;

  @Field()
  miscTotal!: string;

  @Field()
  billingTotal!: string;

  @Field({ description: 'Nett Sales: Σ nett totals, 2 places' })
  nettTotal!: string;

  @Field({ description: 'Theoretical food cost: Σ cost per serving × quantity, 2 places' })
  costTotal!: string;

  @Field(() => String, {
    nullable: true,
    description: 'costTotal / subTotal × 100, 1 place; null when no sales',
  })
  foodCostPercent!: string | null;

  @Field(() => [BillingTotalModel])
  billings!: BillingTotalModel[];

  @Field(() => [SalesOverviewDayModel], { description: 'Days with sales, oldest first' })
  daily!: SalesOverviewDayModel[];

  @Field(() => [MenuSalesModel], { description: 'Menu items sold, most sold first' })
  items!: MenuSalesModel[];
}

@ObjectType('ProfitabilityPoint')
export class ProfitabilityPointModel {
  @Field(() => ID)
  menuId!: string;

  @Field(() => ID)
  menuItemId!: string;

  @Field()
  name!: string;

  @Field()
  quantity!: string;

  @Field({ description: '% of the items sold, 2 places' })
  popularity!: string;

  @Field({
    description: 'Contribution margin per unit: (salesTotal − costTotal) / quantity, 2 places',
  })
  margin!: string;

  @Field(() => Quadrant)
  quadrant!: QuadrantName;
}

@ObjectType('Profitability')
export class ProfitabilityModel {
  @Field(() => ProfitabilityMethod)
  method!: Method;

  @Field()
  marginThreshold!: string;

  @Field()
  popularityThreshold!: string;

  @Field(() => [ProfitabilityPointModel])
  points!: ProfitabilityPointModel[];

  static from(p: ProfitabilityFigures<MenuSalesModel>): ProfitabilityModel {
    return {
      method: p.method,
      marginThreshold: p.marginThreshold,
      popularityThreshold: p.popularityThreshold,
      points: p.points.map((x) => ({
        menuId: x.menuId,
        menuItemId: x.menuItemId,
        name: x.name,
        quantity: x.quantity,
        popularity: x.popularity,
        margin: x.margin,
        quadrant: x.quadrant,
      })),
    };
  }
}

@ObjectType('MenuItemStats')
export class MenuItemStatsModel {
  @Field(() => ID)
  menuId!: string;

  @Field()
  sold!: string;

  @Field()
  salesTotal!: string;

  @Field({ description: 'salesTotal − cost of what was sold, 2 places' })
  grossProfit!: string;

  @Field(() => String, { nullable: true, description: 'salesTotal / sold; null when none sold' })
  pricePerUnit!: string | null;

  @Field(() => String, { nullable: true, description: 'cost / sold; null when none sold' })
  costPerUnit!: string | null;
}

/** A day of a menu trend (the inventory's stock trends have their own type). */
@ObjectType('MenuTrendPoint')
export class MenuTrendPointModel {
  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field()
  quantity!: string;

  @Field({ description: 'Σ sales of the day, 2 places' })
  price!: string;

  @Field(() => String, { nullable: true, description: 'price / quantity, 2 places' })
  unitPrice!: string | null;
}

@ObjectType('MenuTrend')
export class MenuTrendModel {
  @Field(() => ID)
  menuId!: string;

  @Field()
  name!: string;

  @Field(() => [MenuTrendPointModel], { description: 'Days with sales, oldest first' })
  points!: MenuTrendPointModel[];
}
