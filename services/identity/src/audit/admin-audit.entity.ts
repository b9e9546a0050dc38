import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Where an admin action came from: the API (an admin owner), `npm run admin`, or ADMIN_EMAILS. */
export type AuditSource = 'api' | 'cli' | 'config';

/** One admin action: who, what, when. Written in the transaction of the action itself. */
@Entity('admin_audit')
export class AdminAuditEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'actor_source', type: 'text' })
  actorSource!: AuditSource;

  @Column({ name: 'actor_owner_id', type: 'uuid', nullable: true })
  actorOwnerId!: string | null;

  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail!: string | null;

  /** deleteOutlet, setAdminSetting, grantAdmin, revokeAdmin */
  @Column({ type: 'text' })
  action!: string;

  /** outlet, owner, admin-setting */
  @Column({ name: 'target_kind', type: 'text' })
  targetKind!: string;

  @Column({ name: 'target_id', type: 'text' })
  targetId!: string;

  @Column({ type: 'jsonb', default: {} })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
