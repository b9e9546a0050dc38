import { Column, Entity } from 'typeorm';
import { EditedOutletRowEntity } from '@mise/platform';

/** A manual deduction of an ingredient's stock; its ledger rows have source ('ADJUSTMENT', id). */
@Entity('stock_adjustments')
export class StockAdjustmentEntity extends EditedOutletRowEntity {
  @Column({ name: 'ingredient_id', type: 'uuid' })
  ingredientId!: string;

  @Column({ name: 'adjustment_date', type: 'date' })
  adjustmentDate!: string;

  /** Always negative. */
  @Column({ type: 'numeric' })
  amount!: string;

  /** The average price the ledger gave the row when it was written. */
  @Column({ name: 'average_price', type: 'numeric' })
  averagePrice!: string;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;
}
