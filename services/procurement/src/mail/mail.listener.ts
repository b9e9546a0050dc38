import { Injectable } from '@nestjs/common';
import { type EventOf, IntegrationsSubjects } from '@mise/contracts';
import { EventHandler, isUuid, MetricsService, type Tx } from '@mise/platform';

/**
 * Integrations' answers to `procurement.mail.requested` (flows.md §4.10): `.sent` → SENT,
 * `.failed` → FAILED with its reason. A sent mail is sent: a `.failed` after `.sent` changes
 * nothing, a `.sent` after `.failed` wins. Integrations publishes them in the request's outlet,
 * so the row is found by its id under row-level security. Unknown mail ids (or an answer in
 * another outlet) are acked and counted (rule 5).
 */
@Injectable()
export class MailListener {
  constructor(private readonly metrics: MetricsService) {}

  @EventHandler(IntegrationsSubjects.mailSent)
  async onSent({ payload }: EventOf<'integrations.mail.sent'>, tx: Tx): Promise<void> {
    await this.settle(
      tx,
      payload.mailId,
      `UPDATE mails SET state = 'SENT', reason = NULL, updated_at = now() WHERE mail_id = $1`,
      [],
    );
  }

  @EventHandler(IntegrationsSubjects.mailFailed)
  async onFailed({ payload }: EventOf<'integrations.mail.failed'>, tx: Tx): Promise<void> {
    await this.settle(
      tx,
      payload.mailId,
      `UPDATE mails SET
          state = CASE WHEN state = 'SENT' THEN state ELSE 'FAILED' END,
          reason = CASE WHEN state = 'SENT' THEN reason ELSE $2 END,
          updated_at = CASE WHEN state = 'SENT' THEN updated_at ELSE now() END
        WHERE mail_id = $1`,
      [payload.reason?.trim() || null],
    );
  }

  /** Runs `update` (of the mail `$1`); counts the mail as unknown when it changed no row. */
  private async settle(tx: Tx, mailId: unknown, update: string, params: unknown[]): Promise<void> {
    // an UPDATE answers [rows, count]
    const [, count]: [unknown[], number] = isUuid(mailId)
      ? await tx.manager.query(update, [mailId, ...params])
      : [[], 0];
    if (!count) this.metrics.eventsSkipped.inc({ reason: 'unknown-mail' });
  }
}
