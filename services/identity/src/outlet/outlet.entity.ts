import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export interface DeliveryInfo {
  deliveryTypes: string[];
  otherDeliveryTypes: string[];
}

export interface OperatingHours {
  dayOfOperation: string;
  isOpen: boolean;
  timesOfOperation: { fromTime: string; toTime: string }[];
}

/** The tenant root: owner-scoped (not under row-level security), always filtered by owner unless admin. */
@Entity('outlets')
export class OutletEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ name: 'outlet_name', type: 'text' })
  outletName!: string;

  @Column({ name: 'outlet_address', type: 'text' })
  outletAddress!: string;

  /** From the sequence outlet_number_seq (100001, 100002, ...); bigint arrives as a string. */
  @Column({
    name: 'outlet_number',
    type: 'bigint',
    unique: true,
    default: () => "nextval('outlet_number_seq')",
    update: false,
  })
  outletNumber!: string;

  /** 12 random characters; used in public ordering links. */
  @Column({ name: 'masked_outlet_number', type: 'text', unique: true })
  maskedOutletNumber!: string;

  @Column({ name: 'establishment_size', type: 'text', nullable: true })
  establishmentSize!: string | null;

  @Column({ name: 'seats_at_full_capacity', type: 'integer', nullable: true })
  seatsAtFullCapacity!: number | null;

  @Column({ name: 'employee_count', type: 'integer', nullable: true })
  employeeCount!: number | null;

  @Column({ name: 'delivery_info', type: 'jsonb', nullable: true })
  deliveryInfo!: DeliveryInfo | null;

  @Column({ name: 'operating_hours', type: 'jsonb', nullable: true })
  operatingHours!: OperatingHours[] | null;

  /** E.164. */
  @Column({ name: 'contact_number', type: 'text', nullable: true })
  contactNumber!: string | null;

  @Column({ name: 'payment_name', type: 'text', nullable: true })
  paymentName!: string | null;

  @Column({ name: 'payment_account_number', type: 'text', nullable: true })
  paymentAccountNumber!: string | null;

  @Column({ name: 'payment_bank', type: 'text', nullable: true })
  paymentBank!: string | null;

  /** +1 per change other services hear of (identity.outlet.created/updated carry it). */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
