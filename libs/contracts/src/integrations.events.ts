import type { IntegrationProvider } from './enums';

/**
 * Integrations' events (flows.md §1). A connection carries `revision` (per owner and provider);
 * mail and accounting-push results carry none.
 */
export const IntegrationsSubjects = {
  connectionChanged: 'integrations.connection.changed',
  mailSent: 'integrations.mail.sent',
  mailFailed: 'integrations.mail.failed',
  accountingPushCompleted: 'integrations.accounting-push.completed',
  accountingPushFailed: 'integrations.accounting-push.failed',
} as const;

export interface ConnectionChangedEvent {
  ownerId: string;
  provider: IntegrationProvider;
  connected: boolean;
  tenantId: string | null;
  revision: number;
}

/** *(no rev)* */
export interface MailSentEvent {
  mailId: string;
  reason: string | null;
}

/** *(no rev)*; `reason` 'unknown' when a redelivery found the mail already SENDING. */
export interface MailFailedEvent {
  mailId: string;
  reason: string | null;
}

export type AccountingDocumentType = 'EXPENSE' | 'SALE';

/** *(no rev)* */
export interface AccountingPushCompletedEvent {
  pushId: string;
  documentType: AccountingDocumentType;
  documentId: string;
  externalId: string | null;
  reason: string | null;
}

/** *(no rev)* */
export interface AccountingPushFailedEvent {
  pushId: string;
  documentType: AccountingDocumentType;
  documentId: string;
  externalId: string | null;
  reason: string | null;
}

export interface IntegrationsEventMap {
  'integrations.connection.changed': ConnectionChangedEvent;
  'integrations.mail.sent': MailSentEvent;
  'integrations.mail.failed': MailFailedEvent;
  'integrations.accounting-push.completed': AccountingPushCompletedEvent;
  'integrations.accounting-push.failed': AccountingPushFailedEvent;
}
