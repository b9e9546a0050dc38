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

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
