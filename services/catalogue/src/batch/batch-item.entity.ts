import { Column, Entity } from 'typeorm';
import { OutletRowEntity, RevisedOutletRowEntity } from '@mise/platform';

/** One version of a batch item (spec 2 §3); versions of one batch share `batchId` and the name. */
@Entity('batch_items')
export class BatchItemEntity extends RevisedOutletRowEntity {
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
}

/** An ingredient of a batch item version (amount in the ingredient's unit, per batch). */
@Entity('batch_ingredients')
export class BatchIngredientEntity extends OutletRowEntity {
  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'default_unit_cost', type: 'numeric' })
  defaultUnitCost!: string;
}
