import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { OrderStatus } from '@mise/contracts';
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

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    "DRAFT: received, the waiter's queue; CONFIRMED: the kitchen's; SERVED: what Sync Now sells; REJECTED: never a sale",
});

@ObjectType('OrderLineView')
export class OrderLineViewModel {
  @Field()
  name!: string;

  @Field(() => Int)
  quantity!: number;

  @Field({ description: 'Unit price incl. option add-ons' })
  price!: string;

  @Field()
  total!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => [String], { description: '"{variant}: {option}" display names' })
  options!: string[];
}

@ObjectType('OrderBillingLine')
export class OrderBillingLineModel {
  @Field()
  name!: string;

  @Field({ description: 'ADD | DEDUCT' })
  type!: string;

  @Field({ description: 'NUMBER | PERCENTAGE' })
  amountType!: string;

  @Field()
  amount!: string;

  @Field({ description: 'The amount on the sub total (DEDUCT negative)' })
  price!: string;
}

@ObjectType('GuestOrder')
export class GuestOrderModel {
  @Field()
  orderCode!: string;

  @Field()
  tableName!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: "The waiter's reason when REJECTED" })
  rejectReason!: string | null;

  @Field(() => Date)
  placedAt!: Date;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => [OrderLineViewModel])
  items!: OrderLineViewModel[];

  @Field(() => [OrderBillingLineModel])
  billings!: OrderBillingLineModel[];

  @Field({ description: 'Recomputed by the server from the menu' })
  subTotal!: string;

  @Field()
  billingTotal!: string;

  @Field()
  total!: string;
}

@ObjectType('PlacedOrder')
export class PlacedOrderModel {
  @Field({ description: 'Server-made, unguessable, e.g. "K7QM-2XHP-RA"' })
  orderCode!: string;

  @Field({ description: '256-bit, base64url: what orderStatus asks; the same for a repeat' })
  statusToken!: string;

  @Field({ description: 'The same requestId was already received: nothing changed' })
  duplicate!: boolean;

  @Field(() => GuestOrderModel)
  order!: GuestOrderModel;
}

@InputType()
export class OrderItemInput {
  @Field(() => ID, { description: "The highest version's id (OrderingItem.menuItemId)" })
  menuItemId!: string;

  @Field(() => Int, { description: '1 to 99' })
  quantity!: number;

  @Field(() => [ID], {
    nullable: true,
    description:
      "Options of the item's variants: SINGLE at most 1 per variant, MULTIPLE at most maxChoice",
  })
  optionIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters' })
  note?: string | null;
}

@InputType()
export class PlaceOrderInput {
  @Field({ description: "The outlet's masked number (from the table's QR link)" })
  maskedOutletNumber!: string;

  @Field({ description: "The table's name (from the QR link)" })
  tableName!: string;

  @Field(() => ID, { description: 'A UUID the page makes per order: sent twice, stored once' })
  requestId!: string;

  @Field(() => [OrderItemInput], { description: '1 to 50 lines' })
  items!: OrderItemInput[];

  @Field(() => String, { nullable: true, description: 'At most 500 characters' })
  note?: string | null;
}

@ObjectType('LiveOrder')
export class LiveOrderModel {
  @Field(() => ID)
  id!: string;

  @Field()
  orderCode!: string;

  @Field(() => String, { nullable: true, description: 'null for outside (webhook) orders' })
  tableName!: string | null;

  @Field({ description: 'WEB | WHATSAPP' })
  channel!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Date)
  placedAt!: Date;

  @Field(() => Date, { nullable: true })
  confirmedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  servedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  rejectedAt!: Date | null;

  @Field(() => String, { nullable: true })
  rejectReason!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => [OrderLineViewModel])
  items!: OrderLineViewModel[];

  @Field()
  total!: string;
}

@ObjectType('OrderWebhookSecret', {
  description: "An outlet's signing secret for /webhooks/orders, shown once when it is made",
})
export class OrderWebhookSecretModel {
  @Field({
    description:
      'Sign `<X-Mise-Timestamp>.<body>` with it (HMAC-SHA256) into X-Mise-Signature: sha256=<hex>',
  })
  secret!: string;

  @Field()
  createdAt!: Date;
}
