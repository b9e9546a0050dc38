import { Column, Entity } from 'typeorm';
import { RevisedOutletRowEntity } from '@mise/platform';

/** A supplier-facing product name mapped to an ingredient (spec 2 §3). */
@Entity('inventory_items')
export class InventoryItemEntity extends RevisedOutletRowEntity {
  /** Upper-cased, unique in the outlet. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;
}
