import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The seeded units of measure (same in every outlet; not under row-level security). */
@Entity('units_of_measure')
export class UnitOfMeasureEntity {
  @PrimaryColumn({ type: 'text' })
  unit!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'integer' })
  position!: number;
}
