import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A signed-in account. The e-mail (lowercased) comes from the verified token. */
@Entity('owners')
export class OwnerEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ type: 'text', unique: true })
  email!: string;

  /** The issuer's `sub` this owner signs in as; null for owners registered before it was kept. */
  @Column({ type: 'text', unique: true, nullable: true })
  subject!: string | null;

  @Column({ name: 'first_name', type: 'text', default: '' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text', default: '' })
  lastName!: string;

  /** E.164, e.g. +60123456789. */
  @Column({ name: 'whatsapp_number', type: 'text', nullable: true })
  whatsappNumber!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  /** When ADMIN_EMAILS was applied or an operator set the flag; after that sign-in never changes it. */
  @Column({ name: 'admin_flag_settled_at', type: 'timestamptz', nullable: true })
  adminFlagSettledAt!: Date | null;

  /** +1 per change other services hear of (identity.owner.* events carry it). */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  @Column({ name: 'company_name', type: 'text', nullable: true })
  companyName!: string | null;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'company_logo', type: 'text', nullable: true })
  companyLogo!: string | null;

  @Column({ name: 'social_media', type: 'jsonb', nullable: true })
  socialMedia!: Record<string, string> | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ name: 'current_outlet_id', type: 'uuid', nullable: true })
  currentOutletId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'last_active_at', type: 'timestamptz', nullable: true })
  lastActiveAt!: Date | null;
}
