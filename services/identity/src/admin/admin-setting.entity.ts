import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Platform-wide settings, one row per key (seeded: enable90DaysChecking = true). */
@Entity('admin_settings')
export class AdminSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'jsonb' })
  value!: unknown;

  /** +1 per change (identity.admin-setting.changed carries it). */
  @Column({ type: 'integer', default: 1 })
  revision!: number;
}
