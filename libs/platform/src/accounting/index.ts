/**
 * The latest push of a document to the accounting service (issue 24), answered by finance
 * (expenses) and sales (sales): one shareable GraphQL type. A subpath of its own
 * (`@mise/platform/accounting`) so only the services that answer it register its enum.
 */
import { Directive, Field, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum AccountingPushState {
  PENDING = 'PENDING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}
registerEnumType(AccountingPushState, { name: 'AccountingPushState' });

/** One `accounting_pushes` row as finance and sales read it. */
export interface AccountingPushRow {
  pushId: string;
  documentId: string;
  state: string;
  reason: string | null;
  externalId: string | null;
  requestedAt: Date | string;
  updatedAt: Date | string;
}

/** Shareable: finance (expenses) and sales (sales) both answer it. */
@Directive('@shareable')
@ObjectType('AccountingPush', { description: 'The latest push of a document to Xero' })
export class AccountingPushModel {
  @Field(() => AccountingPushState)
  state!: AccountingPushState;

  @Field(() => String, { nullable: true, description: "Xero's refusal in plain words (FAILED)" })
  reason!: string | null;

  @Field({ description: 'ISO instant' })
  requestedAt!: string;

  @Field({ description: 'ISO instant' })
  updatedAt!: string;

  static from(row: AccountingPushRow): AccountingPushModel {
    return {
      state: row.state as AccountingPushState,
      reason: row.reason,
      requestedAt: new Date(row.requestedAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  }
}
