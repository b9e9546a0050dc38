import { Column, Entity } from 'typeorm';
import { OutletRowEntity, RevisedOutletRowEntity } from '@mise/platform';
import type { VariantTypeName } from '@mise/domain';

/** An add-on option group (spec 2 §3). */
@Entity('variants')
export class VariantEntity extends RevisedOutletRowEntity {
  /** Upper-cased, unique in the outlet; read-only after creation. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'variant_type', type: 'text' })
  variantType!: VariantTypeName;

  @Column({ name: 'max_choice', type: 'integer' })
  maxChoice!: number;
}

@Entity('variant_ingredients')
export class VariantIngredientEntity extends OutletRowEntity {
  @Column({ name: 'variant_id', type: 'uuid' })
  variantId!: string;

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'add_on_price', type: 'numeric' })
  addOnPrice!: string;

  @Column({ name: 'default_unit_cost', type: 'numeric' })
  defaultUnitCost!: string;
}

/** A batch item option of a variant (amount in portions); written by the batch issue. */
@Entity('variant_batch_items')
export class VariantBatchItemEntity extends OutletRowEntity {
  @Column({ name: 'variant_id', type: 'uuid' })
  variantId!: string;

  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'add_on_price', type: 'numeric' })
  addOnPrice!: string;
}
