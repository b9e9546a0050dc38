import { Field, Int, ObjectType } from '@nestjs/graphql';

/** A point-of-sale name sold in a range with no menu item linked (issue 24). */
@ObjectType('PosUnmappedItem')
export class PosUnmappedItemModel {
  @Field({ description: 'The name on the receipt: "name (variant)" when it has a variant' })
  posName!: string;

  @Field({ description: 'Σ quantity sold (refunds taken off)' })
  quantity!: string;

  @Field(() => Int, { description: 'Receipts with a line of it' })
  receipts!: number;

  @Field({ description: 'The latest receipt date with it (YYYY-MM-DD)' })
  lastSeen!: string;
}
