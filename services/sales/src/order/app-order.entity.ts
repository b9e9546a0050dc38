import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { PricedLine } from '../sale/sale-pricing';

export type OrderChannel = 'WEB' | 'WHATSAPP';
import type { OrderStatus } from '@mise/contracts';

/** An order line as priced on receipt (from the projections, never from the caller). */
export interface OrderLine extends Omit<PricedLine, 'quantity'> {
  quantity: number;
  /** the guest's note on the line (issue 12) */
  note?: string | null;
  /** the chosen options as shown: "Size: Large (+2.00)" (issue 12; absent on older orders) */
  labels?: string[];
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

  /** DRAFT (a guest's order) -> CONFIRMED -> SERVED, or REJECTED; webhook orders arrive SERVED */
  @Column({ type: 'text', default: 'SERVED' })
  status!: OrderStatus;

  /** the guest's table (as the outlet typed it); null for webhook orders */
  @Column({ name: 'table_name', type: 'text', nullable: true })
  tableName!: string | null;

  /** the guest page's id of the order: one order per (outlet, requestId) */
  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId!: string | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'served_at', type: 'timestamptz', nullable: true })
  servedAt!: Date | null;

  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt!: Date | null;

  @Column({ name: 'reject_reason', type: 'text', nullable: true })
  rejectReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
