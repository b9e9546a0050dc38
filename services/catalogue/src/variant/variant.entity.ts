import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VariantTypeName } from '@mise/domain';

/** An add-on option group (spec 2 §3). */
@Entity('variants')
export class VariantEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  /** Upper-cased, unique in the outlet; read-only after creation. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'variant_type', type: 'text' })
  variantType!: VariantTypeName;

  @Column({ name: 'max_choice', type: 'integer' })
  maxChoice!: number;

  @Column({ type: 'integer' })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  updatedAt!: Date;
}

@Entity('variant_ingredients')
export class VariantIngredientEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

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

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}

/** A batch item option of a variant (amount in portions); written by the batch issue. */
@Entity('variant_batch_items')
export class VariantBatchItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

  @Column({ name: 'variant_id', type: 'uuid' })
  variantId!: string;

  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'add_on_price', type: 'numeric' })
  addOnPrice!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
