import { Column, Entity } from 'typeorm';
import { EditedOutletRowEntity } from '@mise/platform';

/**
 * An opening stock or one ingredient's line of a stock count (issue 21); its ledger row has
 * source ('STOCK_ENTRY', id): OPENING of `quantity` at `unitCost`, or COUNT of `quantity` (the
 * signed difference counted − on hand; none when 0) at the running average.
 */
@Entity('stock_entries')
export class StockEntryEntity extends EditedOutletRowEntity {
  @Column({ type: 'text' })
  kind!: 'OPENING' | 'COUNT';

  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ name: 'entry_date', type: 'date' })
  entryDate!: string;

  /** OPENING: the quantity brought in (> 0); COUNT: counted − on hand, signed (0: no row). */
  @Column({ type: 'numeric' })
  quantity!: string;

  /** OPENING: as entered; COUNT: the running average the ledger gave the difference. */
  @Column({ name: 'unit_cost', type: 'numeric' })
  unitCost!: string;

  /** COUNT only. */
  @Column({ name: 'counted_quantity', type: 'numeric', nullable: true })
  countedQuantity!: string | null;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;
}
