import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@mise/platform';
import type { AdminAuditEntity } from './admin-audit.entity';

@ObjectType('AdminAuditEntry', { description: 'One admin action: who, what, when' })
export class AdminAuditEntryModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'api (an admin in the app), cli (npm run admin) or config (ADMIN_EMAILS)' })
  actorSource!: string;
  @Field(() => ID, { nullable: true }) actorOwnerId!: string | null;
  @Field(() => String, { nullable: true }) actorEmail!: string | null;
  @Field({ description: 'deleteOutlet, setAdminSetting, grantAdmin, revokeAdmin' })
  action!: string;
  @Field({ description: 'outlet, owner or admin-setting' }) targetKind!: string;
  @Field(() => ID) targetId!: string;
  @Field({ description: 'JSON: what the action changed (e.g. the deleted outlet)' })
  details!: string;
  @Field() createdAt!: Date;

  static from(this: void, row: AdminAuditEntity): AdminAuditEntryModel {
    return {
      id: row.id,
      actorSource: row.actorSource,
      actorOwnerId: row.actorOwnerId,
      actorEmail: row.actorEmail,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      details: JSON.stringify(row.details),
      createdAt: row.createdAt,
    };
  }
}

@ObjectType('AdminAuditConnection')
export class AdminAuditConnectionModel extends Connection(AdminAuditEntryModel) {}
