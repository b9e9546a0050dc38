import { Column, Entity } from 'typeorm';
import { RevisedOutletRowEntity } from '@mise/platform';

/** An ingredient of an outlet (spec 2 §3); stock and prices come from the ledger. */
@Entity('ingredients')
export class IngredientEntity extends RevisedOutletRowEntity {
  /** Upper-cased, unique in the outlet. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  unit!: string;

  /** The ledger's latest average and last price, kept by the price listener (event payloads). */
  @Column({ name: 'average_price', type: 'numeric' })
  averagePrice!: string;

  @Column({ name: 'last_price', type: 'numeric' })
  lastPrice!: string;
}
