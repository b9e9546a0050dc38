import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntegrationsSubjects, type MailRequestedEvent } from '@mise/contracts';
import { isUuid, MetricsService, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { ConnectionsService } from '../connections/connections.service';
import { OutletOwners } from '../connections/outlet-owners';
import { OwnerScope } from '../connections/owner-scope';
import { withRetries } from '../providers/retry';
import { AttachmentStore } from './attachment-store';
import { GmailSender } from './gmail-sender';
import { attachmentName, mailText } from './mail-body';
import { buildMime } from './mime';

/** Reasons a mail was not sent, in plain words (contract §4). */
export const MailReasons = {
  notConnected: 'Mail is not connected',
  unknown: 'unknown',
  noAttachment: 'The PDF to attach could not be read',
  refused: (why: string) => `Google refused to send: ${why}`,
} as const;

type Outcome = { sent: true; messageId: string } | { sent: false; reason: string };

/** The longest wait between two tries. */
const MAX_DELAY_MS = 8_000;
/**
 * All the tries of one mail end within this: JetStream redelivers an event not acknowledged in
 * 30 s, and a redelivery that found the mail still SENDING would report it unknown.
 */
const SEND_BUDGET_MS = 25_000;

/**
 * `procurement.mail.requested` → one e-mail from the owner's Gmail, at most once per mail id
 * (flows §4.10): SENDING is committed before the call; a redelivery that finds SENDING (a crash
 * between the send and its commit) reports `failed {reason: 'unknown'}` instead of sending
 * again. 429, 500 and timeouts are retried with backoff; a 401 refreshes the token once.
 */
@Injectable()
export class MailService {
  private readonly log = new Logger('mail');

  constructor(
    private readonly scope: OwnerScope,
    private readonly connections: ConnectionsService,
    private readonly gmail: GmailSender,
    private readonly attachments: AttachmentStore,
    private readonly outlets: OutletOwners,
    private readonly metrics: MetricsService,
    @Inject(SERVICE_CONFIG) private readonly config: IntegrationsConfig,
  ) {}

  /**
   * Handles one request in the event's transaction `tx` (the outcome is written there). The
   * result is published in the request's outlet (`outletId` of its envelope), so procurement
   * applies it in that outlet's scope.
   */
  async handle(e: MailRequestedEvent, tx: Tx, outletId: string | null = null): Promise<void> {
    if (!isUuid(e.mailId)) return;
    const ownerId = outletId ? await this.outlets.ownerOf(tx, outletId) : null;
    if (!ownerId || ownerId !== e.ownerId) {
      // An outlet identity does not know (or a deleted one), or an owner not the outlet's: never
      // send from anybody's Gmail on it. Acked and counted (flows §0 rule 5), not answered, as
      // the accounting push does: the request stays PENDING and the owner may resend it.
      this.metrics.eventsSkipped.inc({ reason: 'unknown-outlet' });
      return;
    }
    const claim = await this.scope.run(e.ownerId, async (t) => {
      const inserted = await t.manager.query<unknown[]>(
        `INSERT INTO mails (mail_id, owner_id, state) VALUES ($1, $2, 'SENDING')
         ON CONFLICT (mail_id) DO NOTHING RETURNING mail_id`,
        [e.mailId, e.ownerId],
      );
      if (inserted.length) return 'CLAIMED';
      const [row] = await t.manager.query<Array<{ state: string }>>(
        `SELECT state FROM mails WHERE mail_id = $1`,
        [e.mailId],
      );
      return row?.state ?? 'NOT_OURS';
    });
    await this.scope.enter(tx, e.ownerId);
    if (claim === 'SENDING') {
      // sent or not, nobody knows: never twice
      this.log.warn(`mail ${e.mailId} was found SENDING: reported unknown, not sent again`);
      return this.finish(tx, e.mailId, { sent: false, reason: MailReasons.unknown }, outletId);
    }
    if (claim !== 'CLAIMED') return; // SENT or FAILED: already reported
    let outcome: Outcome;
    try {
      outcome = await this.send(e, tx);
    } catch (err) {
      outcome = { sent: false, reason: MailReasons.refused((err as Error).message) };
    }
    await this.finish(tx, e.mailId, outcome, outletId);
  }

  private async finish(tx: Tx, mailId: string, o: Outcome, outletId: string | null): Promise<void> {
    await tx.manager.query(
      `UPDATE mails SET state = $2, reason = $3, message_id = $4, updated_at = now() WHERE mail_id = $1`,
      [mailId, o.sent ? 'SENT' : 'FAILED', o.sent ? null : o.reason, o.sent ? o.messageId : null],
    );
    if (o.sent) {
      await tx.emit(IntegrationsSubjects.mailSent, { mailId, reason: null }, { outletId });
    } else {
      this.log.warn(`mail ${mailId} failed: ${o.reason}`);
      await tx.emit(IntegrationsSubjects.mailFailed, { mailId, reason: o.reason }, { outletId });
    }
  }

  private async send(e: MailRequestedEvent, tx: Tx): Promise<Outcome> {
    let attachment = null;
    if (e.attachmentKey) {
      const content = await this.attachments.read(tx, e.ownerId, e.attachmentKey);
      if (!content) return { sent: false, reason: MailReasons.noAttachment };
      attachment = { filename: attachmentName(e), contentType: 'application/pdf', content };
    }
    const { attempts, retryBaseMs, timeoutMs } = this.config.mail;
    const policy = {
      attempts,
      retryBaseMs,
      timeoutMs,
      budgetMs: SEND_BUDGET_MS,
      maxDelayMs: MAX_DELAY_MS,
    };
    try {
      return await withRetries(policy, async ({ refresh }): Promise<Outcome> => {
        const access = await this.connections.access(e.ownerId, 'MAIL', { force: refresh });
        if (!access.ok) return { sent: false, reason: access.problem ?? MailReasons.notConnected };
        const mime = buildMime({
          from: access.accountName,
          to: e.to,
          cc: e.cc,
          subject: e.subject,
          text: mailText(e),
          attachment,
        });
        return { sent: true, messageId: await this.gmail.send(access.accessToken, mime) };
      });
    } catch (err) {
      return { sent: false, reason: MailReasons.refused((err as Error).message) };
    }
  }
}
