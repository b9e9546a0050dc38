import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A supplier-facing product name mapped to an ingredient (spec 2 §3). */
@Entity('inventory_items')
export class InventoryItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  /** Upper-cased, unique in the outlet. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ type: 'integer' })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  updatedAt!: Date;
}
