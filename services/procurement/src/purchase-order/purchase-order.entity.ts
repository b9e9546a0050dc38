import { OutletRowEntity, RevisedOutletRowEntity } from '@mise/platform';
import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';
import type { ChangeDecisionValue } from '@mise/domain';

export type PurchaseOrderState = 'DRAFT' | 'CONFIRMED' | 'DELETED';
export type PurchaseOrderStatus = 'PENDING' | 'ACCEPTED' | 'N_A';

/**
 * A purchase order (spec 3 §3, §4.2): a DRAFT per supplier until sent (CONFIRMED, dated the day
 * it was sent). The number comes from the outlet's number clock (flows.md §7) at creation.
 * `supplierName` is the supplier's name when last saved (a snapshot for PDFs and the public page).
 * `revision` is +1 per committed change; the PDF is stored per revision.
 */
@Entity('purchase_orders')
export class PurchaseOrderEntity extends RevisedOutletRowEntity {
  @Column({ name: 'supplier_id', type: 'uuid' })
  supplierId!: string;

  @Column({ name: 'supplier_name', type: 'text' })
  supplierName!: string;

  @Column({ name: 'purchase_order_number', type: 'text' })
  purchaseOrderNumber!: string;

  /** `YYYY-MM-DD` in the outlet's time zone: the creation day, then the day it was sent */
  @Column({ name: 'purchase_order_date', type: 'date' })
  purchaseOrderDate!: string;

  @Column({ name: 'purchase_order_state', type: 'text', default: 'DRAFT' })
  purchaseOrderState!: PurchaseOrderState;

  @Column({ name: 'purchase_order_status', type: 'text', default: 'N_A' })
  purchaseOrderStatus!: PurchaseOrderStatus;

  @Column({ name: 'outlet_remarks', type: 'text', nullable: true })
  outletRemarks!: string | null;

  /** written by the supplier on the public page; read-only to the outlet */
  @Column({ name: 'supplier_remarks', type: 'text', nullable: true })
  supplierRemarks!: string | null;

  @Column({ type: 'boolean', default: false })
  sent!: boolean;

  @Column({ name: 'send_by_email', type: 'boolean', default: false })
  sendByEmail!: boolean;

  /** Σ of the items' totals (numeric, 2 places) */
  @Column({ name: 'grand_total', type: 'numeric', default: 0 })
  grandTotal!: string;

  @Column({ name: 'saved_to_expense_id', type: 'uuid', nullable: true })
  savedToExpenseId!: string | null;

  @OneToMany(() => PurchaseOrderItemEntity, (item) => item.purchaseOrder)
  items?: PurchaseOrderItemEntity[];
}

/**
 * One line of a purchase order: an inventory item by name with its ingredient, the unit amount
 * (e.g. a 5 kg bag), the quantity ordered and the cost per unit of the ingredient.
 * `total = cost × amount × quantity` (2 places, half-up). `inSupplierStock` is the supplier's
 * answer: true, false, or null while pending.
 */
@Entity('purchase_order_items')
export class PurchaseOrderItemEntity extends OutletRowEntity {
  @Column({ name: 'purchase_order_id', type: 'uuid' })
  purchaseOrderId!: string;

  @ManyToOne(() => PurchaseOrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'purchase_order_id' })
  purchaseOrder?: PurchaseOrderEntity;

  /** the order of the lines on the PO */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ name: 'inventory_name', type: 'text' })
  inventoryName!: string;

  @Column({ name: 'ingredient_name', type: 'text' })
  ingredientName!: string;

  @Column({ type: 'numeric', default: 1 })
  amount!: string;

  @Column({ type: 'text', default: 'unit' })
  unit!: string;

  @Column({ type: 'numeric' })
  quantity!: string;

  @Column({ type: 'numeric', default: 0 })
  cost!: string;

  @Column({ type: 'numeric', default: 0 })
  total!: string;

  @Column({ name: 'in_supplier_stock', type: 'boolean', nullable: true })
  inSupplierStock!: boolean | null;

  // 20-beyond (migration 1760000020400): the supplier's offer, the outlet's decisions, receiving
  @Column({ name: 'supplier_unit_price', type: 'numeric', nullable: true })
  supplierUnitPrice!: string | null;

  /** PENDING, ACCEPTED, REJECTED; null when the offered price equals the cost (or none) */
  @Column({ name: 'price_decision', type: 'text', nullable: true })
  priceDecision!: ChangeDecisionValue | null;

  @Column({ name: 'substitute_name', type: 'text', nullable: true })
  substituteName!: string | null;

  @Column({ name: 'substitute_unit_price', type: 'numeric', nullable: true })
  substituteUnitPrice!: string | null;

  @Column({ name: 'substitute_decision', type: 'text', nullable: true })
  substituteDecision!: ChangeDecisionValue | null;

  /** Σ of the deliveries' quantities (never above `quantity`) */
  @Column({ name: 'received_quantity', type: 'numeric', default: 0 })
  receivedQuantity!: string;
}

/** The per-outlet clock PO and invoice numbers are stamped from (flows.md §7). */
@Entity('number_clocks')
export class NumberClockEntity {
  @PrimaryColumn({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  /** 'PO' or 'INVOICE' */
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @Column({ type: 'timestamptz' })
  last!: Date;
}
