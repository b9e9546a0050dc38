import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AccountingDocument,
  type AccountingDocumentType,
  IntegrationsSubjects,
} from '@mise/contracts';
import { isUuid, MetricsService, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { ConnectionsService } from '../connections/connections.service';
import { OutletOwners } from '../connections/outlet-owners';
import { OwnerScope } from '../connections/owner-scope';
import { ProviderCallError, withRetries } from '../providers/retry';
import { XeroClient } from './xero-client';

/** Reasons a push failed, in plain words (contract, phase 2). */
export const PushReasons = {
  notConnected: 'Xero is not connected',
  refused: (why: string) => `Xero refused: ${why}`,
} as const;

/** One push request, from finance (EXPENSE) or sales (SALE). */
export interface PushRequest {
  pushId: string;
  documentType: AccountingDocumentType;
  documentId: string;
  snapshot: AccountingDocument;
}

type Outcome = { ok: true; externalId: string } | { ok: false; reason: string };

/** A missing contact is made with this key: the same push never makes two. */
const contactKey = (pushId: string) => `${pushId}:contact`;

/**
 * `*.accounting-push.requested` → the document in the outlet owner's Xero (flows §4.11): the
 * contact found by name or made, then the bill / credit note / receivable created, or updated
 * when `pushes` already maps the document to Xero's id (never a second one). Idempotency-Key =
 * pushId. Retries with backoff (429, 5xx, timeouts) like the mail sender; the answer is
 * published in the request's outlet.
 */
@Injectable()
export class AccountingService {
  private readonly log = new Logger('accounting');

  constructor(
    private readonly scope: OwnerScope,
    private readonly connections: ConnectionsService,
    private readonly xero: XeroClient,
    private readonly outlets: OutletOwners,
    private readonly metrics: MetricsService,
    @Inject(SERVICE_CONFIG) private readonly config: IntegrationsConfig,
  ) {}

  async handle(r: PushRequest, tx: Tx, outletId: string | null): Promise<void> {
    if (!isUuid(r.pushId) || !isUuid(r.documentId)) return;
    const ownerId = outletId ? await this.outlets.ownerOf(tx, outletId) : null;
    if (!ownerId) {
      // An outlet identity does not know (or a deleted one, its documents purged): nobody waits
      // for an answer; acked and counted (flows §0 rule 5), like an unknown id.
      this.metrics.eventsSkipped.inc({ reason: 'unknown-outlet' });
      return;
    }
    await this.scope.enter(tx, ownerId);
    // the document's row, locked: pushes of one document run one after the other
    await tx.manager.query(
      `INSERT INTO pushes (document_type, document_id, owner_id) VALUES ($1, $2, $3)
       ON CONFLICT (document_type, document_id) DO NOTHING`,
      [r.documentType, r.documentId, ownerId],
    );
    const [row] = await tx.manager.query<Array<{ external_id: string | null }>>(
      `SELECT external_id FROM pushes WHERE document_type = $1 AND document_id = $2 FOR UPDATE`,
      [r.documentType, r.documentId],
    );
    const known = row?.external_id ?? null;
    let outcome: Outcome;
    try {
      outcome = await this.push(ownerId, r, known);
    } catch (err) {
      outcome = { ok: false, reason: PushReasons.refused((err as Error).message) };
    }
    await tx.manager.query(
      `UPDATE pushes SET external_id = coalesce($3, external_id), last_push_id = $4, state = $5,
              reason = $6, updated_at = now()
        WHERE document_type = $1 AND document_id = $2`,
      [
        r.documentType,
        r.documentId,
        outcome.ok ? outcome.externalId : null,
        r.pushId,
        outcome.ok ? 'COMPLETED' : 'FAILED',
        outcome.ok ? null : outcome.reason,
      ],
    );
    await this.answer(tx, r, known, outcome, outletId);
  }

  private async answer(
    tx: Tx,
    r: PushRequest,
    known: string | null,
    o: Outcome,
    outletId: string | null,
  ): Promise<void> {
    const base = { pushId: r.pushId, documentType: r.documentType, documentId: r.documentId };
    if (o.ok) {
      await tx.emit(
        IntegrationsSubjects.accountingPushCompleted,
        { ...base, externalId: o.externalId, reason: null },
        { outletId },
      );
    } else {
      this.log.warn(`push ${r.pushId} failed: ${o.reason}`);
      await tx.emit(
        IntegrationsSubjects.accountingPushFailed,
        { ...base, externalId: known, reason: o.reason },
        { outletId },
      );
    }
  }

  private async push(ownerId: string, r: PushRequest, known: string | null): Promise<Outcome> {
    const { attempts, retryBaseMs, timeoutMs } = this.config.mail;
    const policy = { attempts, retryBaseMs, timeoutMs, budgetMs: 25_000, maxDelayMs: 8_000 };
    return withRetries(policy, async ({ refresh }): Promise<Outcome> => {
      const access = await this.connections.access(ownerId, 'ACCOUNTING', { force: refresh });
      if (!access.ok || !access.tenantId) {
        return {
          ok: false,
          reason: access.ok
            ? PushReasons.notConnected
            : (access.problem ?? PushReasons.notConnected),
        };
      }
      const auth = { accessToken: access.accessToken, tenantId: access.tenantId };
      const doc = r.snapshot;
      const contactId = await this.xero.ensureContact(auth, doc.contact, contactKey(r.pushId));
      const externalId = await this.xero.saveDocument(auth, doc, contactId, known, r.pushId);
      return { ok: true, externalId };
    }).catch((err: unknown): Outcome => {
      const why =
        err instanceof ProviderCallError || err instanceof Error ? err.message : String(err);
      return { ok: false, reason: PushReasons.refused(why) };
    });
  }
}
