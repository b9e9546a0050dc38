import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A dining table (spec 2 §3); its QR code links to the ordering site. */
@Entity('outlet_tables')
export class OutletTableEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  /** As typed (trimmed); unique in the outlet, case-insensitively. */
  @Column({ type: 'text' })
  name!: string;

  /** +1 on each change; carried by `catalogue.table.saved` / `.deleted` */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
