import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every outlet's own row starts with (its table's migration declares them): a uuid
 * id, the outlet it belongs to (row-level security's key) and when it was written, by the
 * database's clock. An entity extends it (or one of the two below) and declares the rest.
 */
export abstract class OutletRowEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}

/** An outlet's row that is edited in place: `updated_at` too (set by its writes). */
export abstract class EditedOutletRowEntity extends OutletRowEntity {
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  updatedAt!: Date;
}

/** An edited row that events carry: `revision`, +1 per committed change, in every event about it. */
export abstract class RevisedOutletRowEntity extends EditedOutletRowEntity {
  @Column({ type: 'integer' })
  revision!: number;
}
