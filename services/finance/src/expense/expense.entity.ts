import { OutletRowEntity, RevisedOutletRowEntity } from '@mise/platform';
import type { ExpenseState, ExpenseType } from '@mise/contracts';
import { Column, Entity, JoinColumn, ManyToOne, OneToMany } from 'typeorm';

export type PaidStatus = 'PAID' | 'UNPAID' | 'N_A';

/**
 * An expense (spec 3 §3, §4.1): a supplier invoice, receipt or credit memo. `grandTotal` = Σ line
 * totals + Σ misc totals (positive as typed; a CREDITMEMO counts negative in totals, not here).
 * `revision` is +1 per committed change and rides on every finance event about it.
 */
@Entity('expenses')
export class ExpenseEntity extends RevisedOutletRowEntity {
  @Column({ name: 'expense_type', type: 'text', default: 'INVOICE' })
  expenseType!: ExpenseType;

  @Column({ name: 'expense_state', type: 'text', default: 'DRAFT' })
  expenseState!: ExpenseState;

  @Column({ name: 'paid_status', type: 'text', default: 'N_A' })
  paidStatus!: PaidStatus;

  @Column({ name: 'expense_number', type: 'text', default: '' })
  expenseNumber!: string;

  @Column({ name: 'supplier_id', type: 'uuid', nullable: true })
  supplierId!: string | null;

  /** the supplier's name when the expense was last saved */
  @Column({ name: 'supplier_name', type: 'text', nullable: true })
  supplierName!: string | null;

  /** `YYYY-MM-DD` */
  @Column({ name: 'expense_date', type: 'date' })
  expenseDate!: string;

  /** `YYYY-MM-DD` */
  @Column({ name: 'due_date', type: 'date' })
  dueDate!: string;

  @Column({ name: 'grand_total', type: 'numeric', default: 0 })
  grandTotal!: string;

  /** set by automated extraction (issue 22) */
  @Column({ type: 'boolean', default: false })
  processed!: boolean;

  @Column({ name: 'uploaded_by', type: 'text', default: 'Anonymous' })
  uploadedBy!: string;

  @Column({ name: 'uploaded_on', type: 'timestamptz', default: () => 'now()' })
  uploadedOn!: Date;

  @Column({ name: 'uploaded_via', type: 'text', default: 'WEB' })
  uploadedVia!: string;

  /** read-only to the outlet (extraction and support write it) */
  @Column({ name: 'admin_remarks', type: 'text', nullable: true })
  adminRemarks!: string | null;

  @Column({ name: 'user_remarks', type: 'text', nullable: true })
  userRemarks!: string | null;

  /** the accounting service's id once pushed (issue 24) */
  @Column({ name: 'xero_id', type: 'text', nullable: true })
  xeroId!: string | null;

  @Column({ name: 'purchase_order_id', type: 'uuid', nullable: true })
  purchaseOrderId!: string | null;

  @Column({ name: 'purchase_order_number', type: 'text', nullable: true })
  purchaseOrderNumber!: string | null;

  /** extraction lines already charged for (flows.md §4.6; issue 22) */
  @Column({ name: 'lines_charged', type: 'integer', default: 0 })
  linesCharged!: number;

  /** lower-cased number, supplier, item and ingredient names: the list's search */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText!: string;

  @OneToMany(() => ExpenseItemEntity, (item) => item.expense)
  items?: ExpenseItemEntity[];

  @OneToMany(() => ExpenseMiscEntity, (misc) => misc.expense)
  miscs?: ExpenseMiscEntity[];
}

/**
 * A line: an inventory item (by name, `name`) of an ingredient, `amount` of the ingredient's unit
 * per unit bought, `quantity` bought at `unitPrice` each; `total = unitPrice × quantity`
 * (2 places, half-up; flows.md §8). The ids are set once the names are resolved through inventory.
 */
@Entity('expense_items')
export class ExpenseItemEntity extends OutletRowEntity {
  @Column({ name: 'expense_id', type: 'uuid' })
  expenseId!: string;

  @ManyToOne(() => ExpenseEntity, (e) => e.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'expense_id' })
  expense?: ExpenseEntity;

  @Column({ type: 'integer' })
  position!: number;

  /** the inventory item's name */
  @Column({ type: 'text', default: '' })
  name!: string;

  /** the ingredient's name */
  @Column({ type: 'text', default: '' })
  ingredient!: string;

  @Column({ type: 'text', default: 'unit' })
  unit!: string;

  @Column({ type: 'numeric', default: 0 })
  amount!: string;

  @Column({ type: 'numeric', default: 0 })
  quantity!: string;

  @Column({ name: 'unit_price', type: 'numeric', default: 0 })
  unitPrice!: string;

  @Column({ type: 'numeric', default: 0 })
  total!: string;

  @Column({ name: 'inventory_item_id', type: 'uuid', nullable: true })
  inventoryItemId!: string | null;

  @Column({ name: 'ingredient_id', type: 'uuid', nullable: true })
  ingredientId!: string | null;

  /** what the document printed (issue 22); null for a typed line */
  @Column({ name: 'source_description', type: 'text', nullable: true })
  sourceDescription!: string | null;

  /** the amount the document printed for the line (issue 22); null for a typed line */
  @Column({ name: 'printed_total', type: 'numeric', nullable: true })
  printedTotal!: string | null;

  /** why a person must check the line (`ExtractionReviewReasons`); empty when nothing */
  @Column({ name: 'review_reasons', type: 'text', array: true, default: () => "'{}'" })
  reviewReasons!: string[];

  /** false while reasons set by extraction wait for the owner */
  @Column({ type: 'boolean', default: true })
  reviewed!: boolean;

  /** 0–100 for a FUZZY match */
  @Column({ name: 'match_confidence', type: 'integer', nullable: true })
  matchConfidence!: number | null;

  /** EXACT | LEARNED | FUZZY | NONE; null for a typed line */
  @Column({ name: 'matched_by', type: 'text', nullable: true })
  matchedBy!: string | null;

  /** an extracted line the owner edited: a re-run keeps it */
  @Column({ type: 'boolean', default: false })
  edited!: boolean;
}

/** A miscellaneous charge (delivery, service charge…): a name and a total. */
@Entity('expense_miscs')
export class ExpenseMiscEntity extends OutletRowEntity {
  @Column({ name: 'expense_id', type: 'uuid' })
  expenseId!: string;

  @ManyToOne(() => ExpenseEntity, (e) => e.miscs, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'expense_id' })
  expense?: ExpenseEntity;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'numeric', default: 0 })
  total!: string;

  /** read from a document (issue 22): a re-run replaces it */
  @Column({ type: 'boolean', default: false })
  extracted!: boolean;
}

/** A file of an expense (PDF, JPEG, PNG; flows.md §6 kind `expense-file`). */
@Entity('expense_uploads')
export class ExpenseUploadEntity extends OutletRowEntity {
  @Column({ name: 'expense_id', type: 'uuid' })
  expenseId!: string;

  @Column({ type: 'text' })
  key!: string;

  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt!: Date;
}

/** One state change of an expense: from (null when created), to, by whom, when. */
@Entity('expense_state_history')
export class ExpenseStateChangeEntity extends OutletRowEntity {
  @Column({ name: 'expense_id', type: 'uuid' })
  expenseId!: string;

  @Column({ name: 'from_state', type: 'text', nullable: true })
  fromState!: ExpenseState | null;

  @Column({ name: 'to_state', type: 'text' })
  toState!: ExpenseState;

  /** the owner's id; null when the system changed it (extraction, a job) */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy!: string | null;

  @Column({ name: 'updated_by_name', type: 'text', nullable: true })
  updatedByName!: string | null;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at!: Date;
}
