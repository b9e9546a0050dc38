import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A manual deduction of an ingredient's stock; its ledger rows have source ('ADJUSTMENT', id). */
@Entity('stock_adjustments')
export class StockAdjustmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'outlet_id', type: 'uuid' })
  outletId!: string;

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

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  updatedAt!: Date;
}
