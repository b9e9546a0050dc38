import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per outlet: its Stripe customer, the subscription shown, the event revision. */
@Entity('billing_accounts')
export class BillingAccountEntity {
  @PrimaryColumn({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'current_subscription_id', type: 'uuid', nullable: true })
  currentSubscriptionId!: string | null;

  /** +1 per `billing.subscription.changed` of the outlet. */
  @Column({ type: 'integer' })
  revision!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** A subscription: made PENDING_PAYMENT by a plan checkout, then Stripe's state mapped. */
@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'plan_id', type: 'uuid' })
  planId!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'billing_period', type: 'text' })
  billingPeriod!: string;

  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate!: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate!: string | null;

  /** The Stripe subscription id. */
  @Column({ name: 'reference_no', type: 'text', nullable: true })
  referenceNo!: string | null;

  @Column({ name: 'subscription_date', type: 'timestamptz' })
  subscriptionDate!: Date;

  /** We cancelled it at once (permanent cancel, or replaced by a newer plan): canceled → CANCELLED. */
  @Column({ name: 'cancelled_permanently', type: 'boolean' })
  cancelledPermanently!: boolean;
}

/** A hosted checkout (flows.md §4.7): what is bought, for how much, and how it ended. */
@Entity('checkouts')
export class CheckoutEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ type: 'text' })
  kind!: 'PLAN' | 'TOPUP';

  @Column({ name: 'item_id', type: 'uuid' })
  itemId!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ name: 'session_id', type: 'text', nullable: true })
  sessionId!: string | null;

  @Column({ name: 'session_url', type: 'text', nullable: true })
  sessionUrl!: string | null;

  @Column({ type: 'text' })
  status!: 'OPEN' | 'COMPLETED' | 'EXPIRED';

  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  subscriptionId!: string | null;

  /** The Stripe payment intent a paid top-up was paid with (refunds and disputes name it). */
  @Column({ name: 'payment_ref', type: 'text', nullable: true })
  paymentRef!: string | null;

  /** The subscription shown before this plan checkout (restored when it expires). */
  @Column({ name: 'prior_subscription_id', type: 'uuid', nullable: true })
  priorSubscriptionId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
