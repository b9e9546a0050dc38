import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { SyncStatus } from '@mise/domain';
import { UnmappedItemModel } from '../sale/sale.model';

export const SyncStatusEnum = {
  COMPLETED: 'COMPLETED',
  PARTIAL: 'PARTIAL',
  ALREADY_RUNNING: 'ALREADY_RUNNING',
} as const;
registerEnumType(SyncStatusEnum, { name: 'SyncStatus' });

@ObjectType('SyncResult')
export class SyncResultModel {
  @Field(() => SyncStatusEnum, {
    description: "The web shows 'Syncing completed. Status: {status}'",
  })
  status!: SyncStatus;

  @Field(() => Int)
  processed!: number;

  @Field(() => Int, { description: 'Left unprocessed, with their sync error' })
  failed!: number;

  @Field(() => [UnmappedItemModel], {
    description: 'Sold items and options of this sync with no recipe: "not mapped to stock"',
  })
  unmapped!: UnmappedItemModel[];
}

@ObjectType('AppOrderCounts')
export class AppOrderCountsModel {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  unprocessed!: number;
}

@ObjectType('PlacedOrder')
export class PlacedOrderModel {
  @Field()
  orderCode!: string;

  @Field({ description: 'The same order code was already received: nothing changed' })
  duplicate!: boolean;

  @Field({ description: 'Recomputed by the server from the menu' })
  subTotal!: string;

  @Field()
  billingTotal!: string;

  @Field()
  total!: string;
}

@InputType()
export class OrderItemInput {
  @Field(() => ID)
  menuItemId!: string;

  @Field(() => Int, { description: '1 to 99' })
  quantity!: number;

  @Field(() => [ID], { nullable: true })
  optionIds?: string[] | null;
}

@InputType()
export class PlaceOrderInput {
  @Field({ description: "The outlet's masked number (from the table's QR link)" })
  maskedOutletNumber!: string;

  @Field({ description: "The ordering page's own code: sending it twice stores one order" })
  orderCode!: string;

  @Field(() => [OrderItemInput])
  items!: OrderItemInput[];
}
