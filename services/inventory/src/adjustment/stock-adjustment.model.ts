import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ADJUSTMENT_REASONS, type AdjustmentReason, dec, mul, roundStored } from '@mise/domain';
import { Connection } from '@mise/platform';
import type { HistoryRow } from '../ledger/ledger.types';
import type { AdjustmentView } from './stock-adjustment.service';

export const AdjustmentReasonEnum = Object.fromEntries(ADJUSTMENT_REASONS.map((r) => [r, r])) as {
  [K in AdjustmentReason]: K;
};
registerEnumType(AdjustmentReasonEnum, {
  name: 'AdjustmentReason',
  description: 'Why stock was deducted by hand (the waste log)',
});

@ObjectType('StockAdjustment')
export class StockAdjustmentModel {
  /** The service's view with its total (amount × average, 6 places). */
  static from(a: AdjustmentView): StockAdjustmentModel {
    return { ...a, total: roundStored(mul(a.amount, a.averagePrice)) };
  }

  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ingredientId!: string;

  @Field({ description: 'YYYY-MM-DD' })
  adjustmentDate!: string;

  @Field({ description: 'Always negative (a deduction), in the ingredient unit' })
  amount!: string;

  @Field({ description: 'The average price the ledger gave the deduction' })
  averagePrice!: string;

  @Field({ description: 'amount × averagePrice (negative)' })
  total!: string;

  @Field(() => AdjustmentReasonEnum, { nullable: true, description: 'Null for credit invoices' })
  reason!: AdjustmentReason | null;

  @Field(() => String, { nullable: true })
  remarks!: string | null;

  @Field({ description: "Written by a credit invoice: read-only ('Adjusted from Credit Invoice')" })
  creditInvoice!: boolean;

  @Field({ description: 'Whether it may be edited or deleted now (credit invoice, 90-day window)' })
  editable!: boolean;
}

@ObjectType('StockAdjustmentConnection')
export class StockAdjustmentConnectionModel extends Connection(StockAdjustmentModel) {}

@InputType()
export class CreateStockAdjustmentInput {
  @Field(() => ID)
  ingredientId!: string;

  @Field({ description: 'YYYY-MM-DD' })
  adjustmentDate!: string;

  @Field({ description: 'Any sign; stored negative. Not 0.' })
  amount!: string;

  @Field(() => AdjustmentReasonEnum, { nullable: true, description: 'Default OTHER' })
  reason?: AdjustmentReason | null;

  @Field(() => String, { nullable: true })
  remarks?: string | null;
}

@InputType()
export class UpdateStockAdjustmentInput {
  @Field(() => String, { nullable: true })
  adjustmentDate?: string | null;

  @Field(() => String, { nullable: true })
  amount?: string | null;

  @Field(() => AdjustmentReasonEnum, { nullable: true })
  reason?: AdjustmentReason | null;

  @Field(() => String, { nullable: true })
  remarks?: string | null;
}

@ObjectType('AdjustmentWindow', {
  description: 'The dates adjustments may use now (flows.md §4.12): the date picker limit',
})
export class AdjustmentWindowModel {
  @Field({ description: "The admin's 90-day checking" })
  enabled!: boolean;

  @Field({ description: "Today in the outlet's time zone" })
  today!: string;

  @Field(() => String, { nullable: true, description: 'Earliest date allowed; null when off' })
  earliestDate!: string | null;
}

@ObjectType('StockMovement', { description: 'A live ledger row of an item (movement history)' })
export class StockMovementModel {
  /** One row of the ledger's history. */
  static from(r: HistoryRow): StockMovementModel {
    return {
      id: r.id,
      kind: r.kind,
      movementDate: r.movementDate,
      quantity: dec(r.quantity),
      unitCost: dec(r.unitCost),
      runningStock: dec(r.runningStock),
      sourceType: r.sourceType,
      sourceId: r.sourceId,
      reason: r.reason ?? null,
      remarks: r.remarks ?? null,
      recordedAt: r.recordedAt,
    };
  }

  @Field(() => ID)
  id!: string;

  @Field({ description: 'PURCHASE, SALE_USAGE, ADJUSTMENT, ...' })
  kind!: string;

  @Field()
  movementDate!: string;

  @Field({ description: 'Signed, in the item unit' })
  quantity!: string;

  @Field()
  unitCost!: string;

  @Field({ description: 'Stock after this row' })
  runningStock!: string;

  @Field({ description: 'EXPENSE, SALE, ADJUSTMENT, ...' })
  sourceType!: string;

  @Field(() => ID)
  sourceId!: string;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  remarks!: string | null;

  @Field()
  recordedAt!: Date;
}

@ObjectType('StockMovementConnection')
export class StockMovementConnectionModel extends Connection(StockMovementModel) {}
