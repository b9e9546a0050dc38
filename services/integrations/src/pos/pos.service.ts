import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ConnectionState,
  IntegrationsSubjects,
  type PosReceiptReceivedEvent,
} from '@mise/contracts';
import { BadInputError, Db, NotFoundError, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { ConnectionsService } from '../connections/connections.service';
import { OutletOwners } from '../connections/outlet-owners';
import { OwnerScope } from '../connections/owner-scope';
import { LoyverseClient, type LoyverseReceipt } from '../providers/loyverse-client';
import { ProviderUnavailableError } from '../providers/oauth-client';
import { ProviderCallError, type RetryPolicy, withRetries } from '../providers/retry';
import { readReceipt, type ReadReceipt } from './receipt-event';

/** What the POS operations say, in plain words (contract phase 2 §1). */
export const PosMessages = {
  outletNotFound: 'Outlet not found',
  storeNotFound: 'Store not found',
  selectStore: 'Select a Loyverse store',
  outletTaken: 'This outlet already has a Loyverse store',
  notConnected: 'Loyverse is not connected',
  unavailable: 'Loyverse did not answer: try again in a moment',
  refused: (why: string) => `Loyverse refused: ${why}`,
} as const;

/** A Loyverse store and the outlet it is mapped to. */
export interface PosStoreView {
  storeId: string;
  name: string;
  outletId: string | null;
  outletName: string | null;
  /** receipts of the store kept until it is mapped */
  pendingReceipts: number;
}

/** What one batch of receipts did: events sent, receipts kept for an unmapped store. */
export interface Ingested {
  sent: number;
  pending: number;
}

/** The outcome of a catch-up pull, and its message for the owner. */
export interface PosSyncView extends Ingested {
  message: string;
}

/** The connection is not usable: not connected, or Loyverse refused to renew access. */
class NotConnected extends Error {}

/** Pages of 250: at most 100,000 receipts in one pull (the rest come with the next). */
const MAX_PAGES = 400;
/** Days of sent receipt revisions kept before the newest one pulled (`pos_receipts_sent`). */
const SENT_KEPT_DAYS = 30;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Loyverse receipts → `integrations.pos-receipt.received` in the outlet their store is mapped
 * to (contract phase 2 §1): from the webhook (`receiveWebhook`) and the catch-up pull (`sync`),
 * both through `ingest`, which writes every event of a batch in one transaction (outbox), sends
 * a receipt revision at most once (`pos_receipts_sent`) and keeps an unmapped store's receipts
 * in `pos_pending_receipts` until `mapStore` maps it.
 */
@Injectable()
export class PosService {
  private readonly log = new Logger('pos');
  private readonly syncing = new Map<string, Promise<PosSyncView>>();

  constructor(
    private readonly db: Db,
    private readonly scope: OwnerScope,
    private readonly connections: ConnectionsService,
    private readonly loyverse: LoyverseClient,
    private readonly outlets: OutletOwners,
    @Inject(SERVICE_CONFIG) private readonly config: IntegrationsConfig,
  ) {}

  private get policy(): RetryPolicy {
    const { attempts, retryBaseMs, timeoutMs } = this.config.mail;
    return { attempts, retryBaseMs, timeoutMs, budgetMs: 60_000, maxDelayMs: 8_000 };
  }

  // ---- the webhook ----------------------------------------------------------------------------

  /**
   * A signed `receipts.update` delivery: for each owner connected to the merchant, its receipts
   * ingested in one transaction. An unknown merchant changes nothing. Answers the events sent.
   */
  async receiveWebhook(merchantId: string, receipts: LoyverseReceipt[]): Promise<Ingested> {
    const owners = await this.db.unscopedRead((tx) =>
      tx.manager.query<Array<{ owner_id: string }>>(
        `SELECT owner_id FROM pos_merchants WHERE merchant_id = $1`,
        [merchantId],
      ),
    );
    const total: Ingested = { sent: 0, pending: 0 };
    for (const { owner_id: ownerId } of owners) {
      const done = await this.scope.run(ownerId, (tx) =>
        this.ingest(tx, ownerId, merchantId, receipts),
      );
      total.sent += done.sent;
      total.pending += done.pending;
    }
    return total;
  }

  // ---- receipts → events ------------------------------------------------------------------------

  /**
   * One batch of an owner's receipts, in `tx` (owner-scoped): a mapped store's receipts become
   * events in its outlet (only revisions newer than the one already sent), an unmapped store's
   * are kept (newest revision) until it is mapped. A constant number of statements plus one
   * outbox row per event.
   */
  private async ingest(
    tx: Tx,
    ownerId: string,
    merchantId: string,
    raw: LoyverseReceipt[],
  ): Promise<Ingested> {
    const newest = new Map<string, ReadReceipt>();
    for (const r of raw) {
      const read = readReceipt(merchantId, r);
      if (!read) {
        this.log.warn(`a Loyverse receipt could not be read: ignored`);
        continue;
      }
      const seen = newest.get(read.event.receiptId);
      if (!seen || seen.event.updatedAt < read.event.updatedAt)
        newest.set(read.event.receiptId, read);
    }
    if (!newest.size) return { sent: 0, pending: 0 };
    const stores = [...new Set([...newest.values()].map((r) => r.storeId))];
    const mapped = new Map(
      (
        await tx.manager.query<Array<{ store_id: string; outlet_id: string }>>(
          `SELECT s.store_id, s.outlet_id FROM pos_stores s
             JOIN outlets o ON o.id = s.outlet_id AND NOT o.deleted
            WHERE s.owner_id = $1 AND s.store_id = ANY($2::text[])`,
          [ownerId, stores],
        )
      ).map((m) => [m.store_id, m.outlet_id]),
    );
    const toSend: Array<{ outletId: string; event: PosReceiptReceivedEvent }> = [];
    const toKeep: ReadReceipt[] = [];
    for (const r of newest.values()) {
      const outletId = mapped.get(r.storeId);
      if (outletId) toSend.push({ outletId, event: r.event });
      else toKeep.push(r);
    }
    if (toKeep.length) {
      await tx.manager.query(
        `INSERT INTO pos_pending_receipts AS p (owner_id, store_id, receipt_id, event, updated_at)
         SELECT $1, x.store_id, x.receipt_id, x.event, x.updated_at
           FROM jsonb_to_recordset($2::jsonb)
             AS x(store_id text, receipt_id text, event jsonb, updated_at timestamptz)
         ON CONFLICT (owner_id, store_id, receipt_id) DO UPDATE
            SET event = EXCLUDED.event, updated_at = EXCLUDED.updated_at
          WHERE p.updated_at < EXCLUDED.updated_at`,
        [
          ownerId,
          JSON.stringify(
            toKeep.map((r) => ({
              store_id: r.storeId,
              receipt_id: r.event.receiptId,
              event: r.event,
              updated_at: r.event.updatedAt,
            })),
          ),
        ],
      );
    }
    const sent = await this.send(tx, ownerId, toSend);
    return { sent, pending: toKeep.length };
  }

  /**
   * The events of receipts whose revision was not sent yet (`pos_receipts_sent` remembers the
   * newest `updatedAt` sent per receipt), each in its outlet. Answers how many were sent.
   */
  private async send(
    tx: Tx,
    ownerId: string,
    items: Array<{ outletId: string; event: PosReceiptReceivedEvent }>,
  ): Promise<number> {
    if (!items.length) return 0;
    const fresh = await tx.manager.query<Array<{ receipt_id: string }>>(
      `INSERT INTO pos_receipts_sent AS s (owner_id, receipt_id, updated_at)
       SELECT $1, x.receipt_id, x.updated_at
         FROM jsonb_to_recordset($2::jsonb) AS x(receipt_id text, updated_at timestamptz)
       ON CONFLICT (owner_id, receipt_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
        WHERE s.updated_at < EXCLUDED.updated_at
       RETURNING receipt_id`,
      [
        ownerId,
        JSON.stringify(
          items.map((i) => ({ receipt_id: i.event.receiptId, updated_at: i.event.updatedAt })),
        ),
      ],
    );
    const send = new Set(fresh.map((f) => f.receipt_id));
    for (const { outletId, event } of items) {
      if (!send.has(event.receiptId)) continue;
      await tx.emit(IntegrationsSubjects.posReceiptReceived, event, { outletId });
    }
    return send.size;
  }

  // ---- stores -----------------------------------------------------------------------------------

  /** The owner's Loyverse stores and their outlets; empty when Loyverse is not connected. */
  async stores(ownerId: string): Promise<PosStoreView[]> {
    const stores = await this.loyverseStores(ownerId);
    if (!stores) return [];
    const rows = await this.scope.run(ownerId, (tx) => this.mappings(tx, ownerId));
    return stores.map((s) => {
      const m = rows.get(s.id);
      return {
        storeId: s.id,
        name: s.name,
        outletId: m?.outlet_id ?? null,
        outletName: m?.outlet_id ? m.outlet_name : null,
        pendingReceipts: m?.pending ?? 0,
      };
    });
  }

  /**
   * Maps a store to one of the owner's outlets (null: unmaps it); one store per outlet. Mapping
   * sends the store's pending receipts in that outlet, in the same transaction.
   */
  async mapStore(ownerId: string, storeId: string, outletId: string | null): Promise<PosStoreView> {
    const store = storeId?.trim() ?? '';
    if (!store) throw new BadInputError(PosMessages.selectStore, 'storeId');
    if (outletId) {
      const outlet = await this.scope.run(ownerId, (tx) => this.outlets.outlet(tx, outletId));
      if (!outlet || outlet.owner_id !== ownerId)
        throw new NotFoundError(PosMessages.outletNotFound);
    }
    const stores = await this.loyverseStores(ownerId);
    if (!stores) throw new BadInputError(PosMessages.notConnected);
    const found = stores.find((s) => s.id === store);
    if (!found) throw new NotFoundError(PosMessages.storeNotFound);
    const mapping = await this.scope.run(ownerId, async (tx) => {
      const [merchant] = await tx.manager.query<Array<{ tenant_id: string | null }>>(
        `SELECT tenant_id FROM connections WHERE owner_id = $1 AND provider = 'POS'`,
        [ownerId],
      );
      if (!outletId) {
        await tx.manager.query(`DELETE FROM pos_stores WHERE owner_id = $1 AND store_id = $2`, [
          ownerId,
          store,
        ]);
      } else {
        const [taken] = await tx.manager.query<unknown[]>(
          `SELECT 1 FROM pos_stores WHERE outlet_id = $1 AND store_id <> $2`,
          [outletId, store],
        );
        if (taken) throw new BadInputError(PosMessages.outletTaken, 'outletId');
        try {
          await tx.manager.query(
            `INSERT INTO pos_stores (owner_id, store_id, outlet_id) VALUES ($1, $2, $3)
             ON CONFLICT (owner_id, store_id)
             DO UPDATE SET outlet_id = EXCLUDED.outlet_id, updated_at = now()`,
            [ownerId, store, outletId],
          );
        } catch (e) {
          // a concurrent mapping of another store to the outlet
          if ((e as { code?: string }).code === '23505') {
            throw new BadInputError(PosMessages.outletTaken, 'outletId');
          }
          throw e;
        }
        await this.sendPending(tx, ownerId, store, outletId);
      }
      if (!merchant) this.log.warn(`store ${store} mapped without a POS connection row`);
      return (await this.mappings(tx, ownerId)).get(store);
    });
    return {
      storeId: found.id,
      name: found.name,
      outletId: mapping?.outlet_id ?? null,
      outletName: mapping?.outlet_id ? mapping.outlet_name : null,
      pendingReceipts: mapping?.pending ?? 0,
    };
  }

  /** A store's kept receipts sent in `outletId` (now its outlet), then forgotten. */
  private async sendPending(tx: Tx, ownerId: string, storeId: string, outletId: string) {
    const pending = await tx.manager.query<Array<{ event: PosReceiptReceivedEvent }>>(
      `WITH gone AS (
         DELETE FROM pos_pending_receipts WHERE owner_id = $1 AND store_id = $2 RETURNING event)
       SELECT event FROM gone`,
      [ownerId, storeId],
    );
    const sent = await this.send(
      tx,
      ownerId,
      pending.map((p) => ({ outletId, event: p.event })),
    );
    if (pending.length) this.log.log(`store ${storeId} mapped: ${sent} pending receipt(s) sent`);
  }

  private async mappings(tx: Tx, ownerId: string) {
    const rows = await tx.manager.query<
      Array<{
        store_id: string;
        outlet_id: string | null;
        outlet_name: string | null;
        pending: number;
      }>
    >(
      `SELECT k.store_id, s.outlet_id, o.outlet_name,
              (SELECT count(*)::int FROM pos_pending_receipts p
                WHERE p.owner_id = $1 AND p.store_id = k.store_id) AS pending
         FROM (SELECT store_id FROM pos_stores WHERE owner_id = $1
               UNION SELECT store_id FROM pos_pending_receipts WHERE owner_id = $1) k
         LEFT JOIN pos_stores s ON s.owner_id = $1 AND s.store_id = k.store_id
         LEFT JOIN outlets o ON o.id = s.outlet_id AND NOT o.deleted`,
      [ownerId],
    );
    return new Map(rows.map((r) => [r.store_id, r]));
  }

  /** The stores at Loyverse (null: not connected); Loyverse not answering: "try again". */
  private async loyverseStores(ownerId: string) {
    try {
      return await withRetries(this.policy, async ({ refresh }) => {
        const access = await this.connections.access(ownerId, 'POS', { force: refresh });
        if (!access.ok) throw new NotConnected(access.problem ?? PosMessages.notConnected);
        return this.loyverse.stores(access.accessToken);
      });
    } catch (e) {
      if (e instanceof NotConnected) return null;
      throw this.plainError(e);
    }
  }

  private plainError(e: unknown): Error {
    if (e instanceof ProviderCallError && !e.retryable) {
      this.log.warn(`Loyverse refused: ${e.message}`);
      return new BadInputError(PosMessages.refused(e.message));
    }
    if (e instanceof ProviderCallError || e instanceof ProviderUnavailableError) {
      this.log.warn(`Loyverse did not answer: ${e.message}`);
      return new BadInputError(PosMessages.unavailable);
    }
    return e as Error;
  }

  // ---- the catch-up pull ------------------------------------------------------------------------

  /**
   * `syncPosReceipts`: the pull of the owner's receipts (one at a time per owner; a second call
   * waits for the first's answer). Not connected: BAD_USER_INPUT.
   */
  async syncNow(ownerId: string): Promise<PosSyncView> {
    try {
      return await this.sync(ownerId);
    } catch (e) {
      if (e instanceof NotConnected) throw new BadInputError(e.message);
      throw this.plainError(e);
    }
  }

  /**
   * The catch-up pull (flows §10): every receipt updated since the connection's cursor, page by
   * page (250, Loyverse's cursor), each call retried (429 Retry-After, 5xx, timeouts; a 401 renews
   * the token once; a refused renewal: NEEDS_RECONNECT). Then, in one transaction, the events
   * (as the webhook's, never a revision twice) and the cursor moved to the newest `updated_at`
   * seen. A missing webhook is registered again on the way.
   */
  sync(ownerId: string): Promise<PosSyncView> {
    const running = this.syncing.get(ownerId);
    if (running) return running;
    const run = this.pull(ownerId).finally(() => this.syncing.delete(ownerId));
    this.syncing.set(ownerId, run);
    return run;
  }

  private async pull(ownerId: string): Promise<PosSyncView> {
    const [conn] = await this.scope.run(ownerId, (tx) =>
      tx.manager.query<
        Array<{
          state: ConnectionState;
          tenant_id: string | null;
          receipts_cursor: Date | null;
          webhook_id: string | null;
          problem: string | null;
        }>
      >(
        `SELECT state, tenant_id, receipts_cursor, webhook_id, problem FROM connections
          WHERE owner_id = $1 AND provider = 'POS'`,
        [ownerId],
      ),
    );
    if (!conn || conn.state !== ConnectionState.CONNECTED || !conn.tenant_id) {
      throw new NotConnected(conn?.problem ?? PosMessages.notConnected);
    }
    const merchantId = conn.tenant_id;
    const since = conn.receipts_cursor ? new Date(conn.receipts_cursor) : new Date();
    let token = '';
    const call = <T>(fn: (accessToken: string) => Promise<T>) =>
      withRetries(this.policy, async ({ refresh }) => {
        if (!token || refresh) {
          const access = await this.connections.access(ownerId, 'POS', { force: refresh });
          if (!access.ok) throw new NotConnected(access.problem ?? PosMessages.notConnected);
          token = access.accessToken;
        }
        return fn(token);
      });
    const receipts: LoyverseReceipt[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const got = await call((t) => this.loyverse.receipts(t, { updatedMin: since, cursor }));
      receipts.push(...got.receipts);
      cursor = got.cursor;
      if (!cursor) break;
    }
    if (!conn.webhook_id) await this.connections.registerPosWebhook(ownerId, token);
    let newest = since;
    for (const r of receipts) {
      const at = new Date(typeof r.updated_at === 'string' ? r.updated_at : NaN);
      if (!Number.isNaN(at.getTime()) && at > newest) newest = at;
    }
    const done = await this.scope.run(ownerId, async (tx) => {
      const [locked] = await tx.manager.query<Array<{ tenant_id: string | null }>>(
        `SELECT tenant_id FROM connections WHERE owner_id = $1 AND provider = 'POS'
            AND state = 'CONNECTED' FOR UPDATE`,
        [ownerId],
      );
      // disconnected, or another merchant connected, while the pages were read
      if (locked?.tenant_id !== merchantId) throw new NotConnected(PosMessages.notConnected);
      const ingested = await this.ingest(tx, ownerId, merchantId, receipts);
      await tx.manager.query(
        `UPDATE connections SET receipts_cursor = greatest(coalesce(receipts_cursor, $2), $2)
          WHERE owner_id = $1 AND provider = 'POS'`,
        [ownerId, newest],
      );
      // A revision older than the pull's window never comes again unchanged (a change moves its
      // updated_at): forget it, so the table holds about a month of receipts, not every one.
      await tx.manager.query(
        `DELETE FROM pos_receipts_sent
          WHERE owner_id = $1 AND updated_at < $2::timestamptz - make_interval(days => $3)`,
        [ownerId, newest, SENT_KEPT_DAYS],
      );
      return ingested;
    });
    const parts = [
      done.sent
        ? `${plural(done.sent, 'receipt', 'receipts')} received from Loyverse`
        : 'No new receipts from Loyverse',
    ];
    if (done.pending) {
      parts.push(
        `${plural(done.pending, 'receipt waits', 'receipts wait')} for its store to be linked to an outlet`,
      );
    }
    return { ...done, message: parts.join('; ') };
  }

  /** The owners with a POS connection (the timer's pull goes through each). */
  async connectedOwners(): Promise<string[]> {
    const rows = await this.db.unscopedRead((tx) =>
      tx.manager.query<Array<{ owner_id: string }>>(`SELECT owner_id FROM pos_merchants`),
    );
    return rows.map((r) => r.owner_id);
  }
}
