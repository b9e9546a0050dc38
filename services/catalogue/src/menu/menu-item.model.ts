import {
  ArgsType,
  Directive,
  Field,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { UnitCostSource } from '@mise/contracts';
import { dec, foodCostPercent, grossProfit, round } from '@mise/domain';
import { Connection, PageArgs, UploadHeader } from '@mise/platform';
import type { MenuItemEntity } from './menu-item.entity';

registerEnumType(UnitCostSource, {
  name: 'UnitCostSource',
  description:
    'The branch of the unit cost rule that costed a recipe line (average > 0, else last > 0, else the default)',
  valuesMap: {
    AVERAGE: { description: 'The average purchase price' },
    LAST: { description: 'The last purchase price (no average)' },
    DEFAULT: { description: "No purchase price yet: the line's default unit cost (above 0)" },
    NONE: { description: 'No purchase price yet and no default: the cost is 0' },
  },
});

/** Inventory's ingredient, referenced by key: the gateway asks inventory for name and unit. */
@ObjectType('Ingredient')
@Directive('@key(fields: "id outletId", resolvable: false)')
export class IngredientRefModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;
}

/** One version of a menu item (spec 2 §3); other subgraphs reference it by id and outlet. */
@ObjectType('MenuItem')
@Directive('@key(fields: "id outletId")')
export class MenuItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field(() => ID, { description: 'Shared across versions' })
  menuId!: string;

  @Field(() => Int)
  versionNumber!: number;

  @Field({ description: 'Upper-cased, never editable after creation' })
  name!: string;

  @Field({ description: 'Upper-cased' })
  category!: string;

  @Field(() => String, { nullable: true, description: "The spec's otherFindings" })
  keywords!: string | null;

  @Field(() => String, { nullable: true, description: "The spec's additionalRemarks" })
  description!: string | null;

  @Field({ description: '2 dp' })
  price!: string;

  @Field({ description: '4 dp: Σ unit cost x amount over the recipe (kept live)' })
  costPerServing!: string;

  @Field({
    description: 'Offered on the guest ordering page (off for new items, never at price 0)',
  })
  onOrderingPage!: boolean;

  @Field({ description: 'Price - cost, 4 dp' })
  grossProfit!: string;

  @Field({ description: 'Cost ÷ (price or 1) x 100, 2 dp' })
  foodCostPercent!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  photoKey!: string | null;
  photoUploadedAt!: Date | null;

  static from(row: MenuItemEntity): MenuItemModel {
    const cost = round(row.costPerServing, 4);
    return {
      id: row.id,
      outletId: row.outletId,
      menuId: row.menuId,
      versionNumber: row.versionNumber,
      name: row.name,
      category: row.category,
      keywords: row.keywords,
      description: row.description,
      price: round(row.price, 2),
      costPerServing: cost,
      grossProfit: grossProfit(row.price, cost),
      foodCostPercent: foodCostPercent(dec(row.price), cost),
      onOrderingPage: row.onOrderingPage,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      photoKey: row.photoKey,
      photoUploadedAt: row.photoUploadedAt,
    };
  }
}

@ObjectType('MenuIngredient')
export class MenuIngredientModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ingredientId!: string;

  @Field(() => IngredientRefModel, {
    nullable: true,
    description: "Inventory's ingredient (name, unit, prices)",
  })
  ingredient!: IngredientRefModel | null;

  @Field(() => ID, { nullable: true })
  preferredInventoryId!: string | null;

  @Field({ description: 'In the ingredient’s unit' })
  amount!: string;

  @Field({ description: '4 dp, used when the ingredient has no average or last price' })
  defaultUnitCost!: string;

  @Field({ description: 'Average if > 0, else last if > 0, else the default (4 dp)' })
  unitCost!: string;

  @Field(() => UnitCostSource, {
    description: "Where unitCost came from: 'no purchase price yet' when DEFAULT or NONE",
  })
  unitCostSource!: UnitCostSource;

  @Field({ description: 'No stock and no last price: the default unit cost may be edited' })
  costEditable!: boolean;

  @Field({ description: 'Unit cost x amount, 4 dp' })
  costPerServing!: string;
}

@ObjectType('MenuBatchIngredient')
export class MenuBatchIngredientModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  batchItemId!: string;

  @Field({ description: 'In portions' })
  amount!: string;

  @Field({ description: 'The portion cost the row was added with (4 dp)' })
  defaultUnitCost!: string;

  @Field({ description: "The batch version's live portion cost (4 dp)" })
  costPerPortion!: string;

  @Field({ description: 'Cost per portion x amount, 4 dp' })
  costPerServing!: string;

  outletId!: string;
}

@ObjectType('MenuPhoto')
export class MenuPhotoModel {
  @Field({ description: 'A presigned GET, valid a few minutes' })
  url!: string;

  @Field()
  uploadedAt!: Date;
}

@ObjectType('MenuItemConnection')
export class MenuItemConnectionModel extends Connection(MenuItemModel) {}

@ObjectType('MenuLimit')
export class MenuLimitModel {
  @Field(() => Int, { description: 'Distinct menus (not versions)' })
  used!: number;

  @Field(() => Int, { description: '-1 = Unlimited' })
  total!: number;
}

@ObjectType('CatalogueSettings')
export class CatalogueSettingsModel {
  @Field({ description: 'Percent, default "35.00"' })
  foodCostTarget!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "null: Mise's own page ({PUBLIC_URL}/order); else an outside http(s) address the tables' links use",
  })
  orderingAddress!: string | null;
}

@ObjectType('PhotoUpload')
export class PhotoUploadModel {
  @Field({ description: 'A presigned PUT' })
  url!: string;

  @Field(() => [UploadHeader], { description: 'Send these with the PUT' })
  headers!: UploadHeader[];

  @Field()
  key!: string;
}

@ArgsType()
export class MenuItemListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive "contains" on the name' })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only those above (or not above) the target',
  })
  aboveFoodCostTarget?: boolean | null;
}

@InputType()
export class CreateMenuItemInput {
  @Field()
  name!: string;

  @Field()
  category!: string;
}

@InputType()
export class UpdateMenuItemInput {
  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true })
  keywords?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  price?: string | null;
}

@InputType()
export class MenuIngredientInput {
  @Field(() => ID)
  ingredientId!: string;

  @Field(() => ID, { nullable: true })
  preferredInventoryId?: string | null;

  @Field()
  amount!: string;

  @Field(() => String, { nullable: true })
  defaultUnitCost?: string | null;
}
