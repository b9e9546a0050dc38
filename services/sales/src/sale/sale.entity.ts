import type { SaleSourceType, SaleState } from '@mise/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A sale (spec 2 §3 Sale): APP, CSV, INVOICE or MANUAL; totals exact (numeric, 2 places). */
@Entity('sales')
export class SaleEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'sale_date', type: 'date' })
  saleDate!: string;

  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate!: string | null;

  @Column({ name: 'sale_state', type: 'text' })
  saleState!: SaleState;

  @Column({ name: 'source_type', type: 'text' })
  sourceType!: SaleSourceType;

  /** the app order's code (APP) or the client invoice's id (INVOICE) */
  @Column({ name: 'source_ref', type: 'text', nullable: true })
  sourceRef!: string | null;

  @Column({ name: 'order_timestamp', type: 'timestamptz', nullable: true })
  orderTimestamp!: Date | null;

  @Column({ name: 'sub_total', type: 'numeric' })
  subTotal!: string;

  @Column({ name: 'billing_total', type: 'numeric' })
  billingTotal!: string;

  @Column({ name: 'misc_total', type: 'numeric' })
  miscTotal!: string;

  @Column({ name: 'nett_total', type: 'numeric' })
  nettTotal!: string;

  /** the accounting service's id once pushed (issue 24) */
  @Column({ name: 'xero_id', type: 'text', nullable: true })
  xeroId!: string | null;

  /** +1 per committed change; every `sales.sale.*` event carries it */
  @Column({ type: 'integer' })
  revision!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** A variant option chosen on a sold item (spec 2 §3 "selected options"), kept with the item. */
export interface SoldOption {
  variantId: string;
  variantName: string;
  /** the variant's option: a variantIngredientId or a variantBatchItemId */
  optionId: string;
  /** the option's name (its ingredient or batch item: 'EGG'); absent on sales saved before it */
  optionName?: string;
  kind: 'INGREDIENT' | 'BATCH';
  addOnPrice: string;
  /** per item */
  quantity: string;
  /** whether it depletes stock (an amount above 0) */
  mapped: boolean;
}

/** The columns every line of a sale has (items, misc lines, billing lines), in the sale's order. */
abstract class SaleLine {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'sale_id', type: 'uuid' })
  saleId!: string;

  @Column({ type: 'integer' })
  position!: number;
}

@Entity('sales_items')
export class SalesItemEntity extends SaleLine {
  @Column({ name: 'menu_item_id', type: 'uuid' })
  menuItemId!: string;

  @Column({ name: 'menu_id', type: 'uuid', nullable: true })
  menuId!: string | null;

  @Column({ name: 'version_number', type: 'integer' })
  versionNumber!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'numeric' })
  quantity!: string;

  /** the menu price when sold (options' add-ons apart) */
  @Column({ name: 'sale_price', type: 'numeric' })
  salePrice!: string;

  @Column({ name: 'cost_per_serving', type: 'numeric' })
  costPerServing!: string;

  /** (salePrice + Σ add-ons) × quantity */
  @Column({ type: 'numeric' })
  total!: string;

  /** whether the version had a recipe (ingredients or batch ingredients) when sold */
  @Column({ name: 'has_recipe', type: 'boolean' })
  hasRecipe!: boolean;

  @Column({ type: 'jsonb' })
  options!: SoldOption[];
}

@Entity('sales_miscs')
export class SalesMiscEntity extends SaleLine {
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'numeric' })
  total!: string;
}

/** A billing line of an APP sale: the outlet's add-on as it applied to the order. */
@Entity('sales_billings')
export class SalesBillingEntity extends SaleLine {
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  type!: 'ADD' | 'DEDUCT';

  @Column({ name: 'amount_type', type: 'text' })
  amountType!: 'NUMBER' | 'PERCENTAGE';

  @Column({ type: 'numeric' })
  amount!: string;

  /** signed: negative for DEDUCT */
  @Column({ type: 'numeric' })
  price!: string;
}

/** A sale as the service reads it: its row, its lines in order, and whether it may change now. */
export interface SaleRows {
  sale: SaleEntity;
  items: SalesItemEntity[];
  miscs: SalesMiscEntity[];
  billings: SalesBillingEntity[];
  editable: boolean;
  /** why the user may never change it ('from an invoice'); null for sales made by hand or app */
  readOnlyReason: string | null;
}
