import { Column, Entity } from 'typeorm';
import { OutletRowEntity } from '@mise/platform';

/** A dining table (spec 2 §3); its QR code links to the ordering site. */
@Entity('outlet_tables')
export class OutletTableEntity extends OutletRowEntity {
  /** As typed (trimmed); unique in the outlet, case-insensitively. */
  @Column({ type: 'text' })
  name!: string;

  /** +1 on each change; carried by `catalogue.table.saved` / `.deleted` */
  @Column({ type: 'integer', default: 1 })
  revision!: number;
}
