import { Column, Entity } from 'typeorm';
import { OutletRowEntity, RevisedOutletRowEntity } from '@mise/platform';

/** One version of a menu item (spec 2 §3); versions of one menu share `menuId`. */
@Entity('menu_items')
export class MenuItemEntity extends RevisedOutletRowEntity {
  @Column({ name: 'menu_id', type: 'uuid' })
  menuId!: string;

  @Column({ name: 'version_number', type: 'integer' })
  versionNumber!: number;

  /** Upper-cased; never changes after creation. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  category!: string;

  /** The spec's otherFindings. */
  @Column({ type: 'text', nullable: true })
  keywords!: string | null;

  /** The spec's additionalRemarks. */
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'numeric' })
  price!: string;

  /** Kept current by every recipe change and every `inventory.ingredient.saved` (4 dp). */
  @Column({ name: 'cost_per_serving', type: 'numeric' })
  costPerServing!: string;

  /** The owner's "On the ordering page" switch: never true at price 0 (issue 19). */
  @Column({ name: 'on_ordering_page', type: 'boolean', default: false })
  onOrderingPage!: boolean;

  @Column({ name: 'photo_key', type: 'text', nullable: true })
  photoKey!: string | null;

  @Column({ name: 'photo_uploaded_at', type: 'timestamptz', nullable: true })
  photoUploadedAt!: Date | null;
}

@Entity('menu_ingredients')
export class MenuIngredientEntity extends OutletRowEntity {
  @Column({ name: 'menu_item_id', type: 'uuid' })
  menuItemId!: string;

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ name: 'preferred_inventory_id', type: 'uuid', nullable: true })
  preferredInventoryId!: string | null;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'default_unit_cost', type: 'numeric' })
  defaultUnitCost!: string;
}

/** A batch item in a menu item's recipe (amount in portions); written by the batch issue. */
@Entity('menu_batch_ingredients')
export class MenuBatchIngredientEntity extends OutletRowEntity {
  @Column({ name: 'menu_item_id', type: 'uuid' })
  menuItemId!: string;

  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ name: 'default_unit_cost', type: 'numeric' })
  defaultUnitCost!: string;
}

@Entity('menu_variants')
export class MenuVariantEntity extends OutletRowEntity {
  @Column({ name: 'menu_item_id', type: 'uuid' })
  menuItemId!: string;

  @Column({ name: 'variant_id', type: 'uuid' })
  variantId!: string;
}
