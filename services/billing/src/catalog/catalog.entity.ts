import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A plan (seeded reference data): its monthly cost in cents and the menu limit it gives. */
@Entity('plans')
export class PlanEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'plan_name', type: 'text' })
  planName!: string;

  /** Cents, per billing period. */
  @Column({ name: 'plan_cost', type: 'integer' })
  planCost!: number;

  @Column({ name: 'billing_period', type: 'text' })
  billingPeriod!: string;

  /** Menu items per outlet; negative: unlimited. */
  @Column({ name: 'menu_limit', type: 'integer' })
  menuLimit!: number;

  @Column({ type: 'boolean' })
  active!: boolean;
}

/** A credit top-up pack (seeded reference data). */
@Entity('topups')
export class TopupEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'topup_name', type: 'text' })
  topupName!: string;

  /** Credits added. */
  @Column({ name: 'topup_amount', type: 'integer' })
  topupAmount!: number;

  /** Cents. */
  @Column({ name: 'topup_price', type: 'integer' })
  topupPrice!: number;

  @Column({ type: 'boolean' })
  active!: boolean;
}
