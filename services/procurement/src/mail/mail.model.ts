import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { MailStateValue } from '@mise/domain';

export enum MailState {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}
registerEnumType(MailState, {
  name: 'MailState',
  description: 'PENDING until integrations answers, then SENT or FAILED',
});

export type MailDocumentType = 'PO' | 'INVOICE';

/** A row of `mails` as the loaders read it. */
export interface MailRow {
  documentId: string;
  state: MailStateValue;
  reason: string | null;
  requestedAt: Date;
  updatedAt: Date;
}

@ObjectType('MailStatus', { description: 'The latest e-mail of a document (flows.md §4.10)' })
export class MailStatusModel {
  @Field(() => MailState)
  state!: MailState;

  @Field(() => String, { nullable: true, description: 'Why it failed, in plain words' })
  reason!: string | null;

  @Field()
  requestedAt!: Date;

  @Field({ description: 'When integrations last answered (= requestedAt while PENDING)' })
  updatedAt!: Date;

  static from(row: MailRow): MailStatusModel {
    return {
      state: row.state as MailState,
      reason: row.reason,
      requestedAt: row.requestedAt,
      updatedAt: row.updatedAt,
    };
  }
}
