import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One version of a batch item (spec 2 §3); versions of one batch share `batchId` and the name. */
@Entity('batch_items')
export class BatchItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @Column({ name: 'version_number', type: 'integer' })
  versionNumber!: number;

  /** Upper-cased; never changes after creation. */
  @Column({ type: 'text' })
  name!: string;

  /** Portions one batch makes; 0 = not set (counts as 1 in costs). */
  @Column({ name: 'portion_size', type: 'numeric' })
  portionSize!: string;

  /** The spec's additionalRemarks. */
  @Column({ type: 'text', nullable: true })
  remarks!: string | null;

  /** The prep list's par level in portions (issue 10); null = none. */
  @Column({ name: 'par_level', type: 'numeric', nullable: true })
  parLevel!: string | null;

  /** +1 per committed change, in every event about it. */
  @Column({ type: 'integer' })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  updatedAt!: Date;
}

/** An ingredient of a batch item version (amount in the ingredient's unit, per batch). */
@Entity('batch_ingredients')
export class BatchIngredientEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'default_unit_cost', type: 'numeric' })
  defaultUnitCost!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
