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
import { PurchaseOrderState, PurchaseOrderStatus } from '@mise/contracts';
import { type ChangeDecisionValue, dec, round } from '@mise/domain';
import { Connection, PageArgs } from '@mise/platform';
import {
  PurchaseOrderChangeDecision,
  supplierAnswerOf,
} from '../purchase-order-changes/purchase-order-changes.model';
import type { PurchaseOrderEntity, PurchaseOrderItemEntity } from './purchase-order.entity';

registerEnumType(PurchaseOrderState, { name: 'PurchaseOrderState' });
registerEnumType(PurchaseOrderStatus, { name: 'PurchaseOrderStatus' });

/** A row of `purchase_orders` with its supplier's current e-mail (one statement reads both). */
export type PurchaseOrderRow = PurchaseOrderEntity & { supplierEmail: string | null };

@ObjectType('PurchaseOrderItem')
export class PurchaseOrderItemModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Upper-cased, unique within the PO' })
  inventoryName!: string;

  @Field({ description: 'Upper-cased' })
  ingredientName!: string;

  @Field({ description: 'Unit amount (e.g. a 5 kg bag), decimal string' })
  amount!: string;

  @Field()
  unit!: string;

  @Field({ description: 'Decimal string, 0 or more' })
  quantity!: string;

  @Field({ description: 'Cost per unit of the ingredient, decimal string' })
  cost!: string;

  @Field({ description: 'cost × amount × quantity, 2 decimals' })
  total!: string;

  @Field(() => Boolean, { nullable: true, description: "The supplier's answer; null = pending" })
  inSupplierStock!: boolean | null;

  // 20-beyond: the supplier's offer beside the outlet's values, the decisions, receiving
  @Field(() => String, { nullable: true, description: "The supplier's unit price, if given" })
  supplierUnitPrice!: string | null;

  @Field(() => PurchaseOrderChangeDecision, {
    nullable: true,
    description: 'null when the supplier gave no other price than the cost',
  })
  priceDecision!: ChangeDecisionValue | null;

  @Field(() => String, { nullable: true, description: "The supplier's substitute item" })
  substituteName!: string | null;

  @Field(() => String, { nullable: true, description: "The substitute's unit price, if given" })
  substituteUnitPrice!: string | null;

  @Field(() => PurchaseOrderChangeDecision, { nullable: true })
  substituteDecision!: ChangeDecisionValue | null;

  @Field({ description: 'Σ of the recorded deliveries (what the expense must carry)' })
  receivedQuantity!: string;

  /** The row's own values, with its decimals as the API writes them. */
  static from(row: PurchaseOrderItemEntity): PurchaseOrderItemModel {
    const { amount, quantity, cost, total } = row;
    return {
      ...row,
      amount: dec(amount),
      quantity: dec(quantity),
      cost: dec(cost),
      total: round(total, 2),
      ...supplierAnswerOf(row),
    };
  }
}

@ObjectType('PurchaseOrder')
@Directive('@key(fields: "id outletId")')
export class PurchaseOrderModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field(() => ID)
  supplierId!: string;

  @Field({ description: "The supplier's name when the PO was last saved" })
  supplierName!: string;

  @Field(() => String, { nullable: true, description: "The supplier's e-mail now" })
  supplierEmail!: string | null;

  @Field({ description: 'Outlet number + 8 + YYMMDDHHmmss; unique per outlet' })
  purchaseOrderNumber!: string;

  @Field({ description: 'YYYY-MM-DD: the creation day, then the day it was sent' })
  purchaseOrderDate!: string;

  @Field(() => PurchaseOrderState)
  purchaseOrderState!: PurchaseOrderState;

  @Field(() => PurchaseOrderStatus)
  purchaseOrderStatus!: PurchaseOrderStatus;

  @Field(() => String, { nullable: true })
  outletRemarks!: string | null;

  @Field(() => String, { nullable: true, description: 'Written by the supplier; read-only here' })
  supplierRemarks!: string | null;

  @Field()
  sent!: boolean;

  @Field()
  sendByEmail!: boolean;

  @Field({ description: 'Σ item totals, 2 decimals' })
  grandTotal!: string;

  @Field(() => ID, { nullable: true, description: 'The live expense made from this PO' })
  savedToExpenseId!: string | null;

  @Field(() => Int, { description: '+1 per change of the PO or its items' })
  revision!: number;

  @Field()
  createdAt!: Date;

  /** The row's own values (it has every field), the grand total to 2 places. */
  static from(row: PurchaseOrderRow): PurchaseOrderModel {
    return { ...row, grandTotal: round(row.grandTotal, 2) };
  }
}

@ObjectType('PurchaseOrderConnection')
export class PurchaseOrderConnectionModel extends Connection(PurchaseOrderModel) {}

@ObjectType('PurchaseOrderLimit')
export class PurchaseOrderLimitModel {
  @Field(() => Int, { description: 'Draft POs now' })
  drafts!: number;

  @Field(() => Int, { description: '10' })
  limit!: number;
}

@InputType('PurchaseOrderItemInput')
export class PurchaseOrderItemInput {
  @Field()
  inventoryName!: string;

  @Field()
  ingredientName!: string;

  @Field(() => String, { nullable: true, description: 'Unit amount; default 1' })
  amount?: string | null;

  @Field(() => String, { nullable: true, description: "Default 'unit'" })
  unit?: string | null;

  @Field()
  quantity!: string;

  @Field(() => String, { nullable: true, description: 'Cost per unit; default 0' })
  cost?: string | null;
}

@ArgsType()
export class PurchaseOrderRangeArgs extends PageArgs {
  @Field({ description: 'YYYY-MM-DD, inclusive' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD, exclusive' })
  to!: string;

  @Field(() => Int, { defaultValue: 100 })
  override limit: number = 100;
}

@ArgsType()
export class SupplierPurchaseOrderArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Contains, on item inventory or ingredient names',
  })
  search?: string | null;

  @Field(() => Int, { defaultValue: 20 })
  override limit: number = 20;
}
