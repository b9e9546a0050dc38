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
import { dec, lockDate, roundMoney } from '@mise/domain';
import { Connection, PageArgs } from '@mise/platform';
import { ItemMatch } from '../extraction/extraction.model';
import type {
  ExpenseEntity,
  ExpenseItemEntity,
  ExpenseMiscEntity,
  ExpenseStateChangeEntity,
} from './expense.entity';

export enum ExpenseType {
  INVOICE = 'INVOICE',
  RECEIPT = 'RECEIPT',
  CREDITMEMO = 'CREDITMEMO',
}
export enum ExpenseState {
  DRAFT = 'DRAFT',
  PROCESSING = 'PROCESSING',
  PROCESSED = 'PROCESSED',
  CONFIRMED = 'CONFIRMED',
  FLAGGED = 'FLAGGED',
  DELETED = 'DELETED',
}
export enum PaidStatus {
  PAID = 'PAID',
  UNPAID = 'UNPAID',
  N_A = 'N_A',
}
registerEnumType(ExpenseType, { name: 'ExpenseType' });
registerEnumType(ExpenseState, { name: 'ExpenseState' });
registerEnumType(PaidStatus, { name: 'PaidStatus' });

/** A row of `expenses` as the service answers it, with whether it may be changed now (§4.12). */
export type ExpenseRow = ExpenseEntity & { changeable: boolean };

@ObjectType('ExpenseItem')
export class ExpenseItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  position!: number;

  @Field({ description: "The inventory item's name (upper-cased)" })
  name!: string;

  @Field({ description: "The ingredient's name (upper-cased)" })
  ingredient!: string;

  @Field()
  unit!: string;

  @Field({ description: 'Unit amount of the ingredient per unit bought, decimal string' })
  amount!: string;

  @Field({ description: 'Decimal string' })
  quantity!: string;

  @Field({ description: 'Decimal string' })
  unitPrice!: string;

  @Field({ description: 'unitPrice × quantity, 2 decimals half-up' })
  total!: string;

  @Field(() => ID, { nullable: true, description: 'Set once the names are resolved (confirm)' })
  inventoryItemId!: string | null;

  @Field(() => ID, { nullable: true })
  ingredientId!: string | null;

  @Field(() => String, { nullable: true, description: 'Printed text; null for typed lines' })
  sourceDescription!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The amount the document printed for the line; null for typed lines',
  })
  printedTotal!: string | null;

  @Field(() => [String], { description: 'Why it must be checked; [] when none' })
  reviewReasons!: string[];

  @Field({ description: 'true when nothing to check or the owner looked at it' })
  reviewed!: boolean;

  @Field(() => Int, { nullable: true, description: '0–100 for FUZZY, null otherwise' })
  matchConfidence!: number | null;

  @Field(() => ItemMatch, { nullable: true, description: 'null for typed lines' })
  matchedBy!: ItemMatch | null;

  static from(row: ExpenseItemEntity): ExpenseItemModel {
    return {
      id: row.id,
      position: row.position,
      name: row.name,
      ingredient: row.ingredient,
      unit: row.unit,
      amount: dec(row.amount),
      quantity: dec(row.quantity),
      unitPrice: dec(row.unitPrice),
      total: roundMoney(row.total),
      inventoryItemId: row.inventoryItemId,
      ingredientId: row.ingredientId,
      sourceDescription: row.sourceDescription ?? null,
      printedTotal:
        row.printedTotal === null || row.printedTotal === undefined
          ? null
          : roundMoney(row.printedTotal),
      reviewReasons: row.reviewReasons ?? [],
      reviewed: row.reviewed ?? true,
      matchConfidence: row.matchedBy === 'FUZZY' ? (row.matchConfidence ?? null) : null,
      matchedBy: (row.matchedBy as ItemMatch | null) ?? null,
    };
  }
}

@ObjectType('ExpenseMisc')
export class ExpenseMiscModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: '2 decimals' })
  total!: string;

  static from(row: ExpenseMiscEntity): ExpenseMiscModel {
    return { id: row.id, name: row.name, total: roundMoney(row.total) };
  }
}

@ObjectType('ExpenseStateChange')
export class ExpenseStateChangeModel {
  @Field(() => ExpenseState, { nullable: true, description: 'null when the expense was added' })
  fromState!: ExpenseState | null;

  @Field(() => ExpenseState)
  toState!: ExpenseState;

  @Field(() => String, { nullable: true })
  updatedByName!: string | null;

  @Field({ description: 'ISO instant' })
  at!: string;

  static from(row: ExpenseStateChangeEntity): ExpenseStateChangeModel {
    return {
      fromState: row.fromState as ExpenseState | null,
      toState: row.toState as ExpenseState,
      updatedByName: row.updatedByName,
      at: new Date(row.at).toISOString(),
    };
  }
}

@ObjectType('Expense')
@Directive('@key(fields: "id outletId")')
export class ExpenseModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field(() => ExpenseType)
  expenseType!: ExpenseType;

  @Field(() => ExpenseState)
  expenseState!: ExpenseState;

  @Field(() => PaidStatus)
  paidStatus!: PaidStatus;

  @Field()
  expenseNumber!: string;

  @Field(() => ID, { nullable: true })
  supplierId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The supplier's name when last saved; null: 'No supplier'",
  })
  supplierName!: string | null;

  @Field({ description: 'YYYY-MM-DD' })
  expenseDate!: string;

  @Field({ description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field({ description: 'expenseDate + 3 months (YYYY-MM-DD)' })
  lockDate!: string;

  @Field({
    description:
      'false when 90-day checking is on and the date is before today - 91 or locked (flows.md §4.12)',
  })
  changeable!: boolean;

  @Field({ description: 'Σ item totals + Σ misc totals, 2 decimals, positive as typed' })
  grandTotal!: string;

  @Field()
  processed!: boolean;

  @Field()
  uploadedBy!: string;

  @Field({ description: 'ISO instant' })
  uploadedOn!: string;

  @Field()
  uploadedVia!: string;

  @Field(() => String, { nullable: true, description: 'Read-only to the outlet' })
  adminRemarks!: string | null;

  @Field(() => String, { nullable: true })
  userRemarks!: string | null;

  @Field(() => String, { nullable: true })
  xeroId!: string | null;

  @Field(() => ID, { nullable: true })
  purchaseOrderId!: string | null;

  @Field(() => String, { nullable: true })
  purchaseOrderNumber!: string | null;

  @Field(() => Int, { description: '+1 per committed change (rides on the finance events)' })
  revision!: number;

  static from(row: ExpenseRow): ExpenseModel {
    return {
      id: row.id,
      outletId: row.outletId,
      expenseType: row.expenseType as ExpenseType,
      expenseState: row.expenseState as ExpenseState,
      paidStatus: row.paidStatus as PaidStatus,
      expenseNumber: row.expenseNumber,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      expenseDate: row.expenseDate,
      dueDate: row.dueDate,
      lockDate: lockDate(row.expenseDate),
      changeable: row.changeable,
      grandTotal: roundMoney(row.grandTotal),
      processed: row.processed,
      uploadedBy: row.uploadedBy,
      uploadedOn: new Date(row.uploadedOn).toISOString(),
      uploadedVia: row.uploadedVia,
      adminRemarks: row.adminRemarks,
      userRemarks: row.userRemarks,
      xeroId: row.xeroId,
      purchaseOrderId: row.purchaseOrderId,
      purchaseOrderNumber: row.purchaseOrderNumber,
      revision: row.revision,
    };
  }
}

@ObjectType('ExpenseConnection')
export class ExpenseConnectionModel extends Connection(ExpenseModel) {}

@ObjectType('ExpenseWindow')
export class ExpenseWindowModel {
  @Field({ description: "The admin's 90-day checking (flows.md §4.12)" })
  checking!: boolean;

  @Field({ description: "today - 91 (YYYY-MM-DD): the date pickers' limit while checking" })
  earliestDate!: string;
}

@InputType('ExpenseInput')
export class ExpenseInput {
  @Field(() => ExpenseType)
  expenseType!: ExpenseType;

  @Field()
  expenseNumber!: string;

  @Field({ description: 'Matched case-insensitively, else made (upper-cased) by procurement' })
  supplierName!: string;

  @Field({ description: 'YYYY-MM-DD' })
  expenseDate!: string;

  @Field({ description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field(() => PaidStatus)
  paidStatus!: PaidStatus;

  @Field(() => String, { nullable: true })
  userRemarks?: string | null;
}

@InputType('ExpenseItemInput')
export class ExpenseItemInput {
  @Field({ description: "The inventory item's name" })
  name!: string;

  @Field({ description: "The ingredient's name" })
  ingredient!: string;

  @Field()
  unit!: string;

  @Field({ description: 'Unit amount, decimal string (blank counts as 0)' })
  amount!: string;

  @Field({ description: 'Decimal string (blank counts as 0)' })
  quantity!: string;

  @Field(() => String, {
    nullable: true,
    description: 'null → unit cost (average > 0 ? average : last > 0 ? last : 0) × amount',
  })
  unitPrice?: string | null;
}

@InputType('ExpenseMiscInput')
export class ExpenseMiscInput {
  @Field()
  name!: string;

  @Field({ description: 'Decimal string, 2 decimals at most' })
  total!: string;
}

@ArgsType()
export class ExpenseListArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive "contains" over number, supplier, item and ingredient names',
  })
  search?: string | null;

  @Field(() => ExpenseState, { nullable: true, description: 'null: every state' })
  state?: ExpenseState | null;

  @Field({ description: 'YYYY-MM-DD, inclusive (expenseDate)' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD, exclusive' })
  to!: string;

  @Field(() => Int, { defaultValue: 20 })
  override limit: number = 20;
}
