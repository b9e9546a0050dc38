import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { type ChangeDecisionValue, dec, type PurchaseOrderChangeKindValue } from '@mise/domain';

/** A difference's decision (20-beyond): PENDING until the outlet accepts or rejects it. */
export enum PurchaseOrderChangeDecision {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
}
registerEnumType(PurchaseOrderChangeDecision, { name: 'PurchaseOrderChangeDecision' });

/** Which difference of a line: the supplier's unit price or its substitute item. */
export enum PurchaseOrderChangeKind {
  PRICE = 'PRICE',
  SUBSTITUTE = 'SUBSTITUTE',
}
registerEnumType(PurchaseOrderChangeKind, { name: 'PurchaseOrderChangeKind' });

/** The item columns of the supplier's answer, as PurchaseOrderItem shows them. */
export function supplierAnswerOf(row: {
  supplierUnitPrice?: string | null;
  priceDecision?: ChangeDecisionValue | null;
  substituteName?: string | null;
  substituteUnitPrice?: string | null;
  substituteDecision?: ChangeDecisionValue | null;
  receivedQuantity?: string | null;
}) {
  return {
    supplierUnitPrice: row.supplierUnitPrice == null ? null : dec(row.supplierUnitPrice),
    priceDecision: row.priceDecision ?? null,
    substituteName: row.substituteName ?? null,
    substituteUnitPrice: row.substituteUnitPrice == null ? null : dec(row.substituteUnitPrice),
    substituteDecision: row.substituteDecision ?? null,
    receivedQuantity: dec(row.receivedQuantity ?? '0'),
  };
}

@InputType('PurchaseOrderChangeInput')
export class PurchaseOrderChangeInput {
  @Field(() => ID)
  itemId!: string;

  @Field(() => PurchaseOrderChangeKind)
  kind!: PurchaseOrderChangeKindValue;

  @Field({ description: 'true accepts the difference, false keeps the outlet’s value' })
  accept!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Accepting a substitute: its ingredient (default: the line's own)",
  })
  ingredientName?: string | null;
}

@InputType('PurchaseOrderReceiptLineInput')
export class PurchaseOrderReceiptLineInput {
  @Field(() => ID)
  itemId!: string;

  @Field({ description: 'Arriving now, in the line’s units (decimal string, 0 or more)' })
  quantity!: string;
}

@ObjectType('PurchaseOrderReceiptLine')
export class PurchaseOrderReceiptLineModel {
  @Field(() => ID)
  itemId!: string;

  @Field({ description: "The line's inventory name now" })
  inventoryName!: string;

  @Field()
  quantity!: string;
}

@ObjectType('PurchaseOrderReceipt')
export class PurchaseOrderReceiptModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'YYYY-MM-DD: the day it arrived' })
  receiptDate!: string;

  @Field()
  createdAt!: Date;

  @Field(() => [PurchaseOrderReceiptLineModel])
  lines!: PurchaseOrderReceiptLineModel[];
}

/** A supplier's unit price or substitute on the public page (`SupplierItemAnswer.substitute`). */
@InputType('SupplierSubstituteInput')
export class SupplierSubstituteInput {
  @Field({ description: 'The item offered instead (blank: none)' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Its own unit price' })
  unitPrice?: string | null;
}
