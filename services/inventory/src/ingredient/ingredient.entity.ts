import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An ingredient of an outlet (spec 2 §3); stock and prices come from the ledger. */
@Entity('ingredients')
export class IngredientEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  /** Upper-cased, unique in the outlet. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  unit!: string;

  /** The ledger's latest average and last price, kept by the price listener (event payloads). */
  @Column({ name: 'average_price', type: 'numeric' })
  averagePrice!: string;

  @Column({ name: 'last_price', type: 'numeric' })
  lastPrice!: string;

  /** +1 per committed change (flows.md §0.2), in every event about it. */
  @Column({ type: 'integer' })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  updatedAt!: Date;
}
