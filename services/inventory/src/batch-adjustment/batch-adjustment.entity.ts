import { Column, Entity } from 'typeorm';
import { EditedOutletRowEntity } from '@mise/platform';

/** A manual deduction of a batch item's stock; its ledger row has source ('BATCH_ADJUSTMENT', id). */
@Entity('batch_adjustments')
export class BatchAdjustmentEntity extends EditedOutletRowEntity {
  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ name: 'adjustment_date', type: 'date' })
  adjustmentDate!: string;

  /** Stock units, always negative. */
  @Column({ type: 'numeric' })
  quantity!: string;

  /** The average cost per unit the ledger gave the row when it was written. */
  @Column({ name: 'average_price', type: 'numeric' })
  averagePrice!: string;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;
}
