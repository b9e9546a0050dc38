import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { SoldOption } from '../sale/sale.entity';

export type OrderChannel = 'WEB' | 'WHATSAPP';

/** An order line as priced on receipt (from the projections, never from the caller). */
export interface OrderLine {
  menuItemId: string;
  menuId: string | null;
  versionNumber: number;
  name: string;
  price: string;
  costPerServing: string;
  quantity: number;
  total: string;
  hasRecipe: boolean;
  options: SoldOption[];
}

/** A billing line of an order: the outlet's enabled add-on, priced on the order's sub total. */
export interface OrderBilling {
  name: string;
  type: 'ADD' | 'DEDUCT';
  amountType: 'NUMBER' | 'PERCENTAGE';
  amount: string;
  price: string;
}

/**
 * An app order (spec 2 §3 AppOrder) as it arrived from the ordering page (`placeOrder`) or the
 * signed webhook; one per (maskedOutletNumber, orderCode). Sync Now turns it into an APP sale.
 */
@Entity('app_orders')
export class AppOrderEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'masked_outlet_number', type: 'text' })
  maskedOutletNumber!: string;

  @Column({ name: 'order_code', type: 'text' })
  orderCode!: string;

  @Column({ type: 'text' })
  channel!: OrderChannel;

  @Column({ name: 'order_date', type: 'date' })
  orderDate!: string;

  @Column({ name: 'order_timestamp', type: 'timestamptz' })
  orderTimestamp!: Date;

  @Column({ name: 'sub_total', type: 'numeric' })
  subTotal!: string;

  @Column({ name: 'billing_total', type: 'numeric' })
  billingTotal!: string;

  @Column({ type: 'numeric' })
  total!: string;

  @Column({ type: 'jsonb' })
  items!: OrderLine[];

  @Column({ type: 'jsonb' })
  billings!: OrderBilling[];

  @Column({ type: 'boolean' })
  processed!: boolean;

  @Column({ name: 'sync_error', type: 'text', nullable: true })
  syncError!: string | null;

  @Column({ name: 'sale_id', type: 'uuid', nullable: true })
  saleId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
