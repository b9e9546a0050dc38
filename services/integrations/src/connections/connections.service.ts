import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConnectionState, IntegrationsSubjects, type IntegrationProvider } from '@mise/contracts';
import { BadInputError, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { LoyverseClient } from '../providers/loyverse-client';
import {
  OAuthClient,
  ProviderNotConfiguredError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type ConnectedAccount,
  type TokenSet,
} from '../providers/oauth-client';
import { PROVIDERS, providerInfo, type ProviderInfo } from '../providers/provider';
import { TokenCipher } from '../tokens/token-cipher';
import { ConnectionMessages as M } from './messages';
import { OwnerScope } from './owner-scope';

/** A row of `connections` (tokens sealed). */
export interface ConnectionRow {
  owner_id: string;
  provider: IntegrationProvider;
  state: ConnectionState;
  tenant_id: string | null;
  account_name: string | null;
  access_token_enc: Buffer | null;
  refresh_token_enc: Buffer | null;
  key_id: string | null;
  expires_at: Date | null;
  connected_at: Date | null;
  problem: string | null;
  revision: number;
  /** POS: the Loyverse receipts webhook registered for this connection */
  webhook_id: string | null;
  /** POS: the catch-up pull reads receipts updated at or after this */
  receipts_cursor: Date | null;
}

/** What a connection shows: the row without its tokens, or NOT_CONNECTED when there is none. */
export interface ConnectionView {
  provider: IntegrationProvider;
  state: ConnectionState;
  tenantId: string | null;
  accountName: string | null;
  connectedAt: Date | null;
  problem: string | null;
}

/** A usable access token of a connection, or why there is none. */
export type Access =
  | { ok: true; accessToken: string; tenantId: string | null; accountName: string | null }
  | { ok: false; problem: string | null };

/** An OAuth request lives 10 minutes. */
const REQUEST_MINUTES = 10;
/** A token with less than this left is refreshed before use. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const hashOf = (state: string) => createHash('sha256').update(state).digest();

const viewOf = (provider: IntegrationProvider, row?: ConnectionRow | null): ConnectionView =>
  row
    ? {
        provider,
        state: row.state,
        tenantId: row.state === ConnectionState.NOT_CONNECTED ? null : row.tenant_id,
        accountName: row.state === ConnectionState.NOT_CONNECTED ? null : row.account_name,
        connectedAt: row.state === ConnectionState.NOT_CONNECTED ? null : row.connected_at,
        problem: row.problem,
      }
    : {
        provider,
        state: ConnectionState.NOT_CONNECTED,
        tenantId: null,
        accountName: null,
        connectedAt: null,
        problem: null,
      };

/**
 * An owner's connections (contract §1–§2): the OAuth authorization-code flow (a state bound to
 * the owner, single use, 10 minutes; PKCE S256 for Google and Xero), tokens sealed at rest,
 * refresh before expiry, disconnect with the provider's revoke, and
 * `integrations.connection.changed` (revision per owner and provider) with every change.
 */
@Injectable()
export class ConnectionsService {
  private readonly log = new Logger('connections');

  constructor(
    private readonly scope: OwnerScope,
    private readonly oauth: OAuthClient,
    private readonly cipher: TokenCipher,
    private readonly loyverse: LoyverseClient,
    @Inject(SERVICE_CONFIG) private readonly config: IntegrationsConfig,
  ) {}

  /** The three connections of the owner, in order POS, MAIL, ACCOUNTING. */
  async list(ownerId: string): Promise<ConnectionView[]> {
    const rows = await this.scope.run(ownerId, (tx) =>
      tx.manager.query<ConnectionRow[]>(`SELECT * FROM connections WHERE owner_id = $1`, [ownerId]),
    );
    return PROVIDERS.map((p) =>
      viewOf(
        p.provider,
        rows.find((r) => r.provider === p.provider),
      ),
    );
  }

  /** A new authorization request: its URL, with a fresh state (and PKCE challenge). */
  async start(ownerId: string, provider: IntegrationProvider): Promise<{ authorizeUrl: string }> {
    const p = providerInfo(provider);
    this.configured(p);
    const state = randomBytes(32).toString('base64url');
    const verifier = p.pkce ? randomBytes(32).toString('base64url') : null;
    const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
    const sealed = verifier ? this.cipher.seal(verifier, `${ownerId}:${provider}:verifier`) : null;
    await this.scope.run(ownerId, async (tx) => {
      await tx.manager.query(
        `DELETE FROM connection_requests WHERE owner_id = $1 AND expires_at < now()`,
        [ownerId],
      );
      await tx.manager.query(
        `INSERT INTO connection_requests (state_hash, owner_id, provider, verifier_enc, key_id, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
        [
          hashOf(state),
          ownerId,
          provider,
          sealed?.blob ?? null,
          this.cipher.keyId,
          REQUEST_MINUTES,
        ],
      );
    });
    return { authorizeUrl: this.oauth.authorizeUrl(p, state, challenge) };
  }

  /**
   * The provider's return: the state must be this owner's, for this provider, unused and under
   * 10 minutes old (it is used up either way); then the code is exchanged, the account looked
   * up, the tokens sealed and the connection CONNECTED.
   */
  async complete(
    ownerId: string,
    provider: IntegrationProvider,
    code: string,
    state: string,
  ): Promise<ConnectionView> {
    const p = providerInfo(provider);
    this.configured(p);
    const [request] = await this.scope.run(ownerId, (tx) =>
      tx.manager.query<Array<{ verifier_enc: Buffer | null; key_id: string; live: boolean }>>(
        // a CTE: TypeORM answers a bare DELETE … RETURNING as [rows, count]
        `WITH used AS (
           DELETE FROM connection_requests
            WHERE state_hash = $1 AND owner_id = $2 AND provider = $3
            RETURNING verifier_enc, key_id, expires_at > now() AS live)
         SELECT * FROM used`,
        [hashOf(state ?? ''), ownerId, provider],
      ),
    );
    if (!request?.live || !code) throw new BadInputError(M.stateExpired, 'state');
    const verifier = request.verifier_enc
      ? this.cipher.open(
          { keyId: request.key_id, blob: request.verifier_enc },
          `${ownerId}:${provider}:verifier`,
        )
      : null;
    let tokens: TokenSet;
    let account: ConnectedAccount;
    try {
      tokens = await this.oauth.exchange(p, code, verifier);
      account = await this.oauth.account(p, tokens);
    } catch (e) {
      throw this.refusal(p, e, 'connect');
    }
    const { view, replaced, oldWebhook, oldAccess } = await this.scope.run(ownerId, async (tx) => {
      const [old] = await tx.manager.query<ConnectionRow[]>(
        `SELECT * FROM connections WHERE owner_id = $1 AND provider = $2 FOR UPDATE`,
        [ownerId, provider],
      );
      const row = await this.write(tx, ownerId, provider, {
        state: ConnectionState.CONNECTED,
        tenant_id: account.tenantId,
        account_name: account.accountName,
        tokens,
        connected_at: new Date(),
        problem: null,
      });
      const before = old ? this.tokensOf(old) : null;
      if (provider === 'POS') await this.posConnected(tx, ownerId, old ?? null, row);
      return {
        view: viewOf(provider, row),
        replaced: before?.refresh ?? before?.access ?? null,
        oldWebhook: old?.webhook_id ?? null,
        oldAccess: before?.access ?? null,
      };
    });
    // connected again: the tokens it replaces are of no more use
    if (replaced && replaced !== tokens.refreshToken) await this.revokeQuietly(p, replaced);
    if (provider === 'POS') {
      if (oldWebhook) await this.deleteWebhookQuietly(oldAccess ?? tokens.accessToken, oldWebhook);
      await this.registerPosWebhook(ownerId, tokens.accessToken);
    }
    return view;
  }

  // ---- POS: the merchant's owner, the receipts webhook and cursor ---------------------------

  /** `{PUBLIC_API_URL}/webhooks/loyverse`: where Loyverse posts receipts. */
  get posWebhookUrl(): string {
    return `${this.config.publicApiUrl}/webhooks/loyverse`;
  }

  /**
   * A POS connection made: its merchant found by webhooks (`pos_merchants`), and the catch-up
   * cursor kept when the same merchant connects again, else set to now (receipts from before
   * the connection are not imported).
   */
  private async posConnected(
    tx: Tx,
    ownerId: string,
    old: ConnectionRow | null,
    row: ConnectionRow,
  ): Promise<void> {
    await tx.manager.query(`DELETE FROM pos_merchants WHERE owner_id = $1`, [ownerId]);
    if (row.tenant_id) {
      await tx.manager.query(
        `INSERT INTO pos_merchants (merchant_id, owner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [row.tenant_id, ownerId],
      );
    }
    const same = old?.tenant_id && old.tenant_id === row.tenant_id && old.receipts_cursor;
    await tx.manager.query(
      `UPDATE connections SET receipts_cursor = $3, webhook_id = NULL
        WHERE owner_id = $1 AND provider = $2`,
      [ownerId, 'POS', same ? old.receipts_cursor : new Date()],
    );
  }

  /**
   * Registers the receipts webhook (`receipts.update` at `posWebhookUrl`) and keeps its id on the
   * connection. A failure is logged: the catch-up pull still brings the receipts and tries the
   * registration again. Answers whether it is registered.
   */
  async registerPosWebhook(ownerId: string, accessToken: string): Promise<boolean> {
    let id: string;
    try {
      id = await this.loyverse.createWebhook(accessToken, this.posWebhookUrl);
    } catch (e) {
      this.log.warn(`Loyverse: webhook registration failed: ${(e as Error).message}`);
      return false;
    }
    const kept = await this.scope.run(ownerId, (tx) =>
      tx.manager.query<unknown[]>(
        `UPDATE connections SET webhook_id = $2
          WHERE owner_id = $1 AND provider = 'POS' AND state <> 'NOT_CONNECTED'
          RETURNING owner_id`,
        [ownerId, id],
      ),
    );
    if (kept.length) return true;
    // disconnected meanwhile: the webhook is of no use
    await this.deleteWebhookQuietly(accessToken, id);
    return false;
  }

  private async deleteWebhookQuietly(accessToken: string, id: string): Promise<void> {
    try {
      await this.loyverse.deleteWebhook(accessToken, id);
    } catch (e) {
      this.log.warn(`Loyverse: webhook ${id} could not be deleted: ${(e as Error).message}`);
    }
  }

  private async revokeQuietly(p: ProviderInfo, token: string): Promise<void> {
    try {
      await this.oauth.revoke(p, token);
    } catch (e) {
      // the provider forgets an unused grant on its own later
      this.log.warn(`${p.name}: revoke failed: ${(e as Error).message}`);
    }
  }

  /** NOT_CONNECTED (tokens forgotten), then the provider's revoke where it has one. */
  async disconnect(ownerId: string, provider: IntegrationProvider): Promise<ConnectionView> {
    const p = providerInfo(provider);
    const { view, revoke, webhook } = await this.scope.run(ownerId, async (tx) => {
      const [row] = await tx.manager.query<ConnectionRow[]>(
        `SELECT * FROM connections WHERE owner_id = $1 AND provider = $2 FOR UPDATE`,
        [ownerId, provider],
      );
      if (!row || row.state === ConnectionState.NOT_CONNECTED) {
        return { view: viewOf(provider, row), revoke: null, webhook: null };
      }
      const tokens = this.tokensOf(row);
      if (provider === 'POS') {
        await tx.manager.query(`DELETE FROM pos_merchants WHERE owner_id = $1`, [ownerId]);
        await tx.manager.query(
          `UPDATE connections SET webhook_id = NULL, receipts_cursor = NULL
            WHERE owner_id = $1 AND provider = 'POS'`,
          [ownerId],
        );
      }
      const webhook =
        row.webhook_id && tokens ? { id: row.webhook_id, access: tokens.access } : null;
      const written = await this.write(tx, ownerId, provider, {
        state: ConnectionState.NOT_CONNECTED,
        tenant_id: null,
        account_name: null,
        tokens: null,
        connected_at: null,
        problem: null,
      });
      return {
        view: viewOf(provider, written),
        revoke: tokens?.refresh ?? tokens?.access ?? null,
        webhook,
      };
    });
    // the connection is gone here either way
    if (webhook) await this.deleteWebhookQuietly(webhook.access, webhook.id);
    if (revoke) await this.revokeQuietly(p, revoke);
    return view;
  }

  /**
   * A usable access token of the owner's connection: refreshed first when less than 5 minutes
   * are left (or `force`, after the provider said 401). A refused refresh makes the connection
   * NEEDS_RECONNECT (and says so in an event); a provider that cannot answer now throws
   * ProviderUnavailableError, to retry.
   */
  async access(
    ownerId: string,
    provider: IntegrationProvider,
    opts: { force?: boolean } = {},
  ): Promise<Access> {
    const p = providerInfo(provider);
    return this.scope.run(ownerId, async (tx) => {
      const [row] = await tx.manager.query<ConnectionRow[]>(
        `SELECT * FROM connections WHERE owner_id = $1 AND provider = $2 FOR UPDATE`,
        [ownerId, provider],
      );
      if (!row || row.state !== ConnectionState.CONNECTED) {
        return { ok: false, problem: row?.problem ?? null };
      }
      const tokens = this.tokensOf(row);
      const fresh =
        !row.expires_at || new Date(row.expires_at).getTime() - Date.now() > REFRESH_MARGIN_MS;
      if (tokens && fresh && !opts.force) {
        return {
          ok: true,
          accessToken: tokens.access,
          tenantId: row.tenant_id,
          accountName: row.account_name,
        };
      }
      const refused = async (): Promise<Access> => {
        const problem = M.refreshRefused(p.name);
        await this.write(tx, ownerId, provider, {
          state: ConnectionState.NEEDS_RECONNECT,
          tenant_id: row.tenant_id,
          account_name: row.account_name,
          tokens: null,
          connected_at: row.connected_at,
          problem,
        });
        this.log.warn(`${p.name}: refresh refused for owner ${ownerId}: NEEDS_RECONNECT`);
        return { ok: false, problem };
      };
      if (!tokens?.refresh) return refused();
      let next: TokenSet;
      try {
        this.configured(p);
        next = await this.oauth.refresh(p, tokens.refresh);
      } catch (e) {
        if (e instanceof ProviderRefusedError) return refused();
        throw e;
      }
      const sealed = this.seal(ownerId, provider, {
        ...next,
        refreshToken: next.refreshToken ?? tokens.refresh,
      });
      await tx.manager.query(
        `UPDATE connections SET access_token_enc = $3, refresh_token_enc = $4, key_id = $5,
                expires_at = $6, updated_at = now()
          WHERE owner_id = $1 AND provider = $2`,
        [ownerId, provider, sealed.access, sealed.refresh, sealed.keyId, next.expiresAt],
      );
      return {
        ok: true,
        accessToken: next.accessToken,
        tenantId: row.tenant_id,
        accountName: row.account_name,
      };
    });
  }

  // ---- rows ---------------------------------------------------------------------------------

  /** Upserts the connection with revision + 1 and emits `connection.changed` in `tx`. */
  private async write(
    tx: Tx,
    ownerId: string,
    provider: IntegrationProvider,
    v: {
      state: ConnectionState;
      tenant_id: string | null;
      account_name: string | null;
      tokens: TokenSet | null;
      connected_at: Date | null;
      problem: string | null;
    },
  ): Promise<ConnectionRow> {
    const sealed = v.tokens ? this.seal(ownerId, provider, v.tokens) : null;
    const [row] = await tx.manager.query<ConnectionRow[]>(
      `INSERT INTO connections AS c (owner_id, provider, state, tenant_id, account_name,
              access_token_enc, refresh_token_enc, key_id, expires_at, connected_at, problem, revision)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1)
       ON CONFLICT (owner_id, provider) DO UPDATE SET state = EXCLUDED.state,
              tenant_id = EXCLUDED.tenant_id, account_name = EXCLUDED.account_name,
              access_token_enc = EXCLUDED.access_token_enc,
              refresh_token_enc = EXCLUDED.refresh_token_enc, key_id = EXCLUDED.key_id,
              expires_at = EXCLUDED.expires_at, connected_at = EXCLUDED.connected_at,
              problem = EXCLUDED.problem, revision = c.revision + 1, updated_at = now()
       RETURNING *`,
      [
        ownerId,
        provider,
        v.state,
        v.tenant_id,
        v.account_name,
        sealed?.access ?? null,
        sealed?.refresh ?? null,
        sealed?.keyId ?? null,
        v.tokens?.expiresAt ?? null,
        v.connected_at,
        v.problem,
      ],
    );
    await tx.emit(
      IntegrationsSubjects.connectionChanged,
      {
        ownerId,
        provider,
        connected: row.state === ConnectionState.CONNECTED,
        tenantId: row.state === ConnectionState.CONNECTED ? row.tenant_id : null,
        revision: row.revision,
      },
      { outletId: null },
    );
    return row;
  }

  private seal(ownerId: string, provider: IntegrationProvider, t: TokenSet) {
    const access = this.cipher.seal(t.accessToken, `${ownerId}:${provider}:access`);
    const refresh = t.refreshToken
      ? this.cipher.seal(t.refreshToken, `${ownerId}:${provider}:refresh`)
      : null;
    return { keyId: access.keyId, access: access.blob, refresh: refresh?.blob ?? null };
  }

  private tokensOf(row: ConnectionRow): { access: string; refresh: string | null } | null {
    if (!row.access_token_enc || !row.key_id) return null;
    const keyId = row.key_id;
    return {
      access: this.cipher.open(
        { keyId, blob: row.access_token_enc },
        `${row.owner_id}:${row.provider}:access`,
      ),
      refresh: row.refresh_token_enc
        ? this.cipher.open(
            { keyId, blob: row.refresh_token_enc },
            `${row.owner_id}:${row.provider}:refresh`,
          )
        : null,
    };
  }

  private configured(p: ProviderInfo): void {
    try {
      this.oauth.client(p);
    } catch (e) {
      if (e instanceof ProviderNotConfiguredError) throw new BadInputError(M.notConfigured(p.name));
      throw e;
    }
  }

  /** The plain-words error of a failed exchange or account lookup. */
  private refusal(p: ProviderInfo, e: unknown, what: string): Error {
    if (e instanceof ProviderRefusedError) {
      this.log.warn(`${p.name}: ${what} refused: ${e.message}`);
      return new BadInputError(M.refused(p.name), 'code');
    }
    if (e instanceof ProviderUnavailableError) {
      this.log.warn(`${p.name}: ${what} failed: ${e.message}`);
      return new BadInputError(M.unavailable(p.name));
    }
    return e as Error;
  }
}
