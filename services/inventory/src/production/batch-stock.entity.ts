import { Column, Entity } from 'typeorm';
import { EditedOutletRowEntity } from '@mise/platform';

/** A production day of an outlet (spec 2 §3 BatchStock): one per date. */
@Entity('batch_stocks')
export class BatchStockEntity extends EditedOutletRowEntity {
  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;

  /** Σ quantity × cost of its stock-ins (4 dp), kept by every stock-in write. */
  @Column({ name: 'total_cost', type: 'numeric' })
  totalCost!: string;
}

/**
 * A batch item version made on a production day; its ledger rows have source
 * ('BATCH_STOCK_IN', id): PRODUCTION_OUTPUT of the batch, PRODUCTION_USAGE per ingredient.
 */
@Entity('batch_stock_ins')
export class BatchStockInEntity extends EditedOutletRowEntity {
  @Column({ name: 'batch_stock_id', type: 'uuid' })
  batchStockId!: string;

  @Column({ name: 'batch_item_id', type: 'uuid' })
  batchItemId!: string;

  @Column({ type: 'numeric' })
  quantity!: string;

  /** Batch cost per unit fixed at entry (4 dp). */
  @Column({ type: 'numeric' })
  cost!: string;

  /** The day's date (the ledger rows' movement date). */
  @Column({ type: 'date' })
  date!: string;
}
