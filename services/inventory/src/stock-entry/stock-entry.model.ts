import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { STOCK_ENTRY_KINDS, type StockEntryKind } from '@mise/domain';
import { Connection, PageArgs } from '@mise/platform';
import type { StockEntryView } from './stock-entry.service';

export const StockEntryKindEnum = Object.fromEntries(STOCK_ENTRY_KINDS.map((k) => [k, k])) as {
  [K in StockEntryKind]: K;
};
registerEnumType(StockEntryKindEnum, {
  name: 'StockEntryKind',
  description: 'OPENING: opening stock; COUNT: one ingredient of a stock count',
});

@ObjectType('StockEntry', { description: 'An opening stock or one line of a stock count' })
export class StockEntryModel {
  static from(v: StockEntryView): StockEntryModel {
    return { ...v };
  }

  @Field(() => ID)
  id!: string;

  @Field(() => StockEntryKindEnum)
  kind!: StockEntryKind;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => ID)
  ingredientId!: string;

  @Field()
  ingredientName!: string;

  @Field({ description: "The ingredient's unit" })
  unit!: string;

  @Field({
    description:
      'OPENING: the quantity brought in; COUNT: counted − on hand at the end of the date (signed; 0 moved nothing)',
  })
  quantity!: string;

  @Field({
    description: 'OPENING: as entered; COUNT: the running average the difference was booked at',
  })
  unitCost!: string;

  @Field(() => String, { nullable: true, description: 'COUNT only: the quantity counted' })
  countedQuantity!: string | null;

  @Field(() => String, { nullable: true })
  remarks!: string | null;

  @Field({ description: 'Whether it may be deleted now (90-day window)' })
  editable!: boolean;
}

@ObjectType('StockEntryConnection')
export class StockEntryConnectionModel extends Connection(StockEntryModel) {}

@ArgsType()
export class StockEntriesArgs extends PageArgs {
  @Field(() => StockEntryKindEnum, { nullable: true, description: 'null: both kinds' })
  kind?: StockEntryKind | null;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD, exclusive' })
  to!: string;
}

@InputType()
export class RecordOpeningStockInput {
  @Field(() => ID)
  ingredientId!: string;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field({ description: 'Above 0, in the ingredient unit' })
  quantity!: string;

  @Field({ description: 'RM per unit, 0 or more' })
  unitCost!: string;

  @Field(() => String, { nullable: true })
  remarks?: string | null;
}

@InputType()
export class CountStockLineInput {
  @Field(() => ID)
  ingredientId!: string;

  @Field({ description: '0 or more, in the ingredient unit' })
  countedQuantity!: string;
}

@InputType()
export class CountStockInput {
  @Field({ description: 'YYYY-MM-DD: counted at the end of this day' })
  date!: string;

  @Field(() => [CountStockLineInput])
  lines!: CountStockLineInput[];

  @Field(() => String, { nullable: true })
  remarks?: string | null;
}
